import { useLingui } from '@lingui/react/macro';
import type { CellContext } from '@tanstack/react-table';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { labelOf, transactionTypeLabels } from './detail/order-type-labels.ts';

/**
 * An order's type in the grid: its name in the user's language, not the code (HE, TO, OO, GL, RO), which
 * stays as the tooltip for those who think in codes (issue 15 item 5). An unknown code shows as is.
 */
export function TransactionTypeCell({ getValue }: CellContext<OrderRow, string>) {
  const { i18n } = useLingui();
  const typeId = getValue();
  const label = labelOf(transactionTypeLabels, typeId);
  return <span title={typeId}>{label ? i18n._(label) : typeId}</span>;
}
