import { useLingui } from '@lingui/react/macro';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';

export interface WaybillTextsProps {
  order: OrderRow;
}

/** The expedition's free texts for the driver and the receiver (issue 6 item 2); empty ones are left out. */
export function WaybillTexts({ order }: WaybillTextsProps) {
  const { t } = useLingui();
  const texts = [
    { label: t`Load text`, value: order.loadText },
    { label: t`Transport text`, value: order.transportText },
    { label: t`Info`, value: order.waybillInfo },
  ].filter((text) => text.value?.trim());
  if (texts.length === 0) return null;
  return (
    <dl className="waybill-texts">
      {texts.map((text) => (
        <div key={text.label} className="waybill-fact">
          <dt>{text.label}</dt>
          <dd>{text.value}</dd>
        </div>
      ))}
    </dl>
  );
}
