import { useLingui } from '@lingui/react/macro';
import type { OrderLine } from '../../../../../domain/orders/order-list.ts';

export interface WaybillLinesProps {
  lines: readonly OrderLine[];
}

/** What leaves the dock: the picked quantity, or the ordered one while nothing is picked yet. */
export const waybillQuantity = (line: OrderLine) => line.quantityPicked ?? line.quantityOrdered;

/** The waybill's goods: product, treatment, quality and quantity per line, and the total. */
export function WaybillLines({ lines }: WaybillLinesProps) {
  const { t, i18n } = useLingui();
  const total = lines.reduce((sum, line) => sum + waybillQuantity(line), 0);
  return (
    <table className="waybill-lines">
      <thead>
        <tr>
          <th scope="col">{t`Product`}</th>
          <th scope="col">{t`Treatment`}</th>
          <th scope="col">{t`Quality`}</th>
          <th scope="col" className="waybill-quantity">{t`Quantity`}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>{line.productName}</td>
            <td>{line.treatmentName}</td>
            <td>{line.qualityName}</td>
            <td className="waybill-quantity">{i18n.number(waybillQuantity(line))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>{t`Total`}</th>
          <td className="waybill-quantity">{i18n.number(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
