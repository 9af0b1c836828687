import { useLingui } from '@lingui/react/macro';
import type { OrderAddress } from '../../../../../domain/orders/order-address.ts';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { formatDay } from '../../../../../domain/shared/date-format.ts';
import { countryLabels } from '../../../../ui/post-code-input/country-labels.ts';
import { customsHandlerLabels, customsStatusLabels, labelOf } from '../../detail/order-type-labels.ts';

export interface WaybillFactsProps {
  order: OrderRow;
  truckTypeName: string | null;
}

interface Fact {
  label: string;
  value: string | null;
  /** A fact the driver may write in by hand when the order has none: shown as a blank line. */
  canFillIn?: boolean;
}

/** Who sends to whom, when and with which car (issue 6 item 2), as description lists. */
export function WaybillFacts({ order, truckTypeName }: WaybillFactsProps) {
  const { t, i18n } = useLingui();
  const day = (value: string | null) => (value ? formatDay(value, i18n.locale) : null);
  const place = (address: OrderAddress | null | undefined) =>
    address
      ? [
          address.name,
          address.street,
          `${address.postalCode} ${address.postPlace}`,
          i18n._(countryLabels[address.countryId]),
        ]
          .filter(Boolean)
          .join(', ')
      : null;
  // Customs go with the goods across the border (spec §1, §3): who declares and how far it is.
  const hasCustoms = order.customsHandler !== null && order.customsHandler !== 'none';
  const handler = hasCustoms ? labelOf(customsHandlerLabels, order.customsHandler) : null;
  const status = hasCustoms ? customsStatusLabels[order.customsStatus ?? ''] : null;

  const parties: Fact[] = [
    { label: t`Sender`, value: order.locationNameFrom },
    // A goods delivery to a place outside the portal keeps the sender's ids; the receiver is the external one.
    { label: t`Receiver`, value: order.externalLocationName || order.locationNameTo },
    { label: t`Pickup address`, value: place(order.pickupAddress) },
    { label: t`Delivery address`, value: place(order.deliveryAddress) },
    { label: t`Temporary address`, value: place(order.temporaryAddress) },
  ];
  const transport: Fact[] = [
    { label: t`Send date`, value: day(order.sentDate ?? order.dateSend), canFillIn: true },
    { label: t`Car no.`, value: order.carNo, canFillIn: true },
    { label: t`Car no. 2`, value: order.carNo2, canFillIn: true },
    { label: t`Car type`, value: truckTypeName, canFillIn: true },
    { label: t`Haulier`, value: order.cartman, canFillIn: true },
    { label: t`Reference`, value: order.reference },
    { label: t`My reference`, value: order.myReference },
    { label: t`Transport reference`, value: order.transportRef },
    { label: t`Customs handling`, value: handler ? i18n._(handler) : null },
    { label: t`Customs status`, value: status ? i18n._(status) : null },
  ];

  return (
    <div className="waybill-facts">
      <FactList className="waybill-parties" facts={parties} />
      <FactList className="waybill-transport" facts={transport} />
    </div>
  );
}

function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  const shown = facts.filter((fact) => fact.value || fact.canFillIn);
  return (
    <dl className={className}>
      {shown.map((fact) => (
        <div key={fact.label} className="waybill-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value || <span className="waybill-blank" />}</dd>
        </div>
      ))}
    </dl>
  );
}
