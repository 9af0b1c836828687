import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { orderSortFields, type OrderRow, type OrderSortField } from '../../../domain/orders/order-list.ts';
import { formatDay } from '../../../domain/shared/date-format.ts';
import { OrderStatusCell } from './order-status-cell.tsx';
import { TransactionTypeCell } from './transaction-type-cell.tsx';

const column = createColumnHelper<OrderRow>();

/** Column ids are the list call's sort fields, so a header's sort goes to the server as is. */
export function isOrderSortField(field: string): field is OrderSortField {
  return (orderSortFields as readonly string[]).includes(field);
}

const referencesOf = (row: OrderRow) =>
  [row.reference, row.myReference, row.sendersRef, row.receiversRef, row.transportRef]
    .filter((reference): reference is string => !!reference)
    .join(', ');

/**
 * The order list's columns: order no., status (its label, spec §4, and a customs badge), type, from, to, send date,
 * quantity and the references (sorted by the order's reference).
 */
export function useOrderColumns() {
  const { t, i18n } = useLingui();
  return [
    column.accessor('orderNo', { header: t`Order no.` }),
    column.accessor('transactionStatusId', { header: t`Status`, cell: OrderStatusCell }),
    column.accessor('transactionTypeId', { header: t`Type`, cell: TransactionTypeCell }),
    column.accessor('locationNameFrom', { header: t`From` }),
    column.accessor('locationNameTo', { header: t`To` }),
    column.accessor('dateSend', {
      header: t`Send date`,
      cell: ({ getValue }) => {
        const day = getValue();
        return day ? formatDay(day, i18n.locale) : '';
      },
    }),
    column.accessor('quantity', { header: t`Quantity` }),
    column.accessor('reference', { header: t`References`, cell: ({ row }) => referencesOf(row.original) }),
  ];
}
