import { useLingui } from '@lingui/react/macro';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { labelOf, transactionTypeLabels } from '../../detail/order-type-labels.ts';
import { WaybillFacts } from './waybill-facts.tsx';
import { WaybillLines } from './waybill-lines.tsx';
import { WaybillSignatures } from './waybill-signatures.tsx';
import { WaybillTexts } from './waybill-texts.tsx';

export interface WaybillSheetProps {
  order: OrderRow;
  truckTypeName: string | null;
  /** Which copy this sheet is (from 1) and how many there are, printed on the sheet. */
  copy: number;
  copies: number;
}

/** One copy of the waybill: one A4 page in print (waybill-print.css). */
export function WaybillSheet({ order, truckTypeName, copy, copies }: WaybillSheetProps) {
  const { t, i18n } = useLingui();
  const type = labelOf(transactionTypeLabels, order.transactionTypeId);
  const copyLabel = t`Copy ${copy} of ${copies}`;
  return (
    <article className="waybill-sheet" aria-label={copyLabel}>
      <header className="waybill-header">
        <div>
          <h2 className="waybill-title">{t`Waybill`}</h2>
          <p className="waybill-type">
            {type ? `${i18n._(type)} · ${order.transactionTypeId}` : order.transactionTypeId}
          </p>
        </div>
        <div className="waybill-number">
          <p className="waybill-copy">{copyLabel}</p>
          <p className="waybill-order-no">{order.orderNo}</p>
        </div>
      </header>
      <WaybillFacts order={order} truckTypeName={truckTypeName} />
      <WaybillLines lines={order.transactions} />
      <WaybillTexts order={order} />
      <WaybillSignatures />
    </article>
  );
}
