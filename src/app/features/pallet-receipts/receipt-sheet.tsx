import './receipt-sheet.css';
import '../../ui/print-area/print-area.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { signerRoleLabels } from './signer-role-labels.ts';
import type { ReceiptShown } from './receipt-shown.ts';
import { receiptTitles } from './receipt-variant.ts';
import { signedCount } from './signed-count.ts';

export interface ReceiptSheetProps {
  receipt: ReceiptShown;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The pallet receipt as paper (issue 7 item 1): black on white on screen, and the page's print area, so
 * printing shows only it. Everything comes from the receipt, so it prints offline too.
 */
export function ReceiptSheet({ receipt }: ReceiptSheetProps) {
  const { t, i18n } = useLingui();
  const isInventory = receipt.variant === 'inventory';
  const registeredAt = formatDateTime(receipt.registeredAt, i18n.locale);
  const location = receipt.locationNo
    ? `${receipt.locationName} (${receipt.locationNo})`
    : receipt.locationName;
  const role = i18n._(signerRoleLabels[receipt.signerRole]);
  const { note, signerName } = receipt;
  return (
    <article className="receipt-sheet" data-print-area aria-label={t`Receipt`}>
      <header className="receipt-sheet-header">
        <h2 className="receipt-sheet-title">{i18n._(receiptTitles[receipt.variant])}</h2>
        <p className="receipt-sheet-number">{receipt.receiptNo ?? t`Not sent yet: no number`}</p>
      </header>
      <dl className="receipt-sheet-facts">
        <dt>{t`Location`}</dt>
        <dd>{location}</dd>
        {receipt.customerName && (
          <>
            <dt>{t`Customer`}</dt>
            <dd>{receipt.customerName}</dd>
          </>
        )}
        <dt>{t`Registered`}</dt>
        <dd>{receipt.registeredByName ? `${registeredAt}, ${receipt.registeredByName}` : registeredAt}</dd>
      </dl>
      <table className="receipt-sheet-lines">
        <thead>
          <tr>
            <th>{t`Product`}</th>
            <th>{t`Treatment`}</th>
            <th>{t`Quality`}</th>
            {isInventory ? (
              <>
                <th className="number">{t`Counted`}</th>
                <th className="number">{t`Balance`}</th>
                <th className="number">{t`Difference`}</th>
              </>
            ) : (
              <>
                <th className="number">{t`Inbound`}</th>
                <th className="number">{t`Outbound`}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.key}>
              <td>{line.productName}</td>
              <td>{line.treatmentName}</td>
              <td>{line.qualityName}</td>
              {isInventory ? (
                <>
                  <td className="number">{line.counted ?? '\u2013'}</td>
                  <td className="number">{line.balanceAtCount ?? '\u2013'}</td>
                  <td className="number">
                    {signedCount(
                      line.counted === null || line.balanceAtCount === null
                        ? null
                        : line.counted - line.balanceAtCount,
                    )}
                  </td>
                </>
              ) : (
                <>
                  <td className="number">{line.inbound}</td>
                  <td className="number">{line.outbound}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={3}>{t`Total`}</th>
            {isInventory ? (
              <>
                <td className="number">{sum(receipt.lines.map((line) => line.counted ?? 0))}</td>
                <td colSpan={2} />
              </>
            ) : (
              <>
                <td className="number">{sum(receipt.lines.map((line) => line.inbound))}</td>
                <td className="number">{sum(receipt.lines.map((line) => line.outbound))}</td>
              </>
            )}
          </tr>
        </tfoot>
      </table>
      {note && (
        <p className="receipt-sheet-note">
          <Trans>Note: {note}</Trans>
        </p>
      )}
      <figure className="receipt-sheet-signature">
        <img src={receipt.signature} alt={t`Signature of ${signerName}`} />
        <figcaption>
          {signerName} ({role})
        </figcaption>
      </figure>
    </article>
  );
}
