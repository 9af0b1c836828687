import type { PalletReceipt } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { timeZoneOf } from '../../../domain/shared/market-time-zones.ts';
import { pdfLabelsFor, type PdfLabels } from './pdf-labels.ts';
import { contentRight, margin, PdfSheet } from './pdf-sheet.ts';
import { signatureBytes } from './signature-png.ts';

/** yyyy-MM-dd HH:mm in the market's time zone (the sv-SE format is ISO-like). */
function localTime(iso: string, marketId: string): string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: timeZoneOf(marketId),
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return format.format(new Date(iso));
}

/** A table column: text starts at x; numbers end at x. */
interface Column {
  title: keyof PdfLabels;
  x: number;
  width: number;
  isNumber?: boolean;
}
const numberWidth = 55;
const plainColumns: Column[] = [
  { title: 'product', x: margin, width: 190 },
  { title: 'treatment', x: 250, width: 100 },
  { title: 'quality', x: 360, width: 60 },
  { title: 'inbound', x: 480, width: numberWidth, isNumber: true },
  { title: 'outbound', x: contentRight, width: numberWidth, isNumber: true },
];
const inventoryColumns: Column[] = [
  { title: 'product', x: margin, width: 150 },
  { title: 'treatment', x: 210, width: 90 },
  { title: 'quality', x: 305, width: 60 },
  { title: 'counted', x: 420, width: numberWidth, isNumber: true },
  { title: 'balance', x: 482, width: numberWidth, isNumber: true },
  { title: 'difference', x: contentRight, width: numberWidth, isNumber: true },
];

function lineCells(receipt: PalletReceipt, line: PalletReceipt['lines'][number]): string[] {
  const names = [line.productName, line.treatmentName, line.qualityName];
  if (receipt.variant === 'plain') return [...names, String(line.inbound), String(line.outbound)];
  const counted = line.counted ?? 0;
  const balance = line.balanceAtCount ?? 0;
  const difference = counted - balance;
  return [...names, String(counted), String(balance), difference > 0 ? `+${difference}` : String(difference)];
}

function linesTable(sheet: PdfSheet, receipt: PalletReceipt, words: PdfLabels) {
  const columns = receipt.variant === 'plain' ? plainColumns : inventoryColumns;
  const row = (cells: readonly string[], isBold: boolean) => {
    sheet.ensureRoom(16);
    columns.forEach((column, index) => {
      const style = { isBold, isRightAligned: column.isNumber ?? false, maxWidth: column.width };
      sheet.text(cells[index] ?? '', column.x, style);
    });
  };
  row(
    columns.map((column) => String(words[column.title])),
    true,
  );
  sheet.moveDown(5);
  sheet.rule();
  sheet.moveDown(13);
  for (const line of receipt.lines) {
    row(lineCells(receipt, line), false);
    sheet.moveDown(16);
  }
}

async function signatureBlock(sheet: PdfSheet, receipt: PalletReceipt, words: PdfLabels) {
  sheet.ensureRoom(150);
  sheet.moveDown(10);
  sheet.text(words.signature, margin, { isBold: true });
  sheet.moveDown(8);
  const isDrawn = await sheet.image(signatureBytes(receipt.signature), margin, 220, 90);
  if (!isDrawn) {
    sheet.moveDown(12);
    sheet.text(words.unreadableSignature, margin, { isGrey: true });
  }
  sheet.moveDown(4);
  sheet.rule(240);
  sheet.moveDown(14);
  sheet.text(receipt.signerName, margin, { isBold: true });
  sheet.moveDown(14);
  sheet.text(words[receipt.signerRole], margin, { isGrey: true });
  sheet.moveDown(24);
}

/**
 * The receipt as a printable PDF (issue 7 item 1): title, receipt no., location, date, the lines (in
 * and out; or counted, balance and difference on an inventory receipt), the drawn signature with the
 * signer's name and role under it, and who registered it — in the session's language (pdf-labels.ts).
 */
export async function receiptPdf(
  receipt: PalletReceipt,
  marketId: string,
  language?: string | null,
): Promise<Uint8Array> {
  const words = pdfLabelsFor(language, marketId);
  const title = receipt.variant === 'plain' ? words.plainTitle : words.inventoryTitle;
  const sheet = await PdfSheet.create(`${title} ${receipt.receiptNo}`);
  sheet.text(title, margin, { size: 18, isBold: true });
  sheet.moveDown(28);
  const facts: [string, string][] = [
    [words.receiptNo, receipt.receiptNo],
    [words.location, `${receipt.locationName} (${receipt.locationNo})`],
    [words.customer, receipt.customerName],
    [words.date, localTime(receipt.registeredAt, marketId)],
  ];
  for (const [label, value] of facts) {
    sheet.text(label, margin, { isGrey: true });
    sheet.text(value, 140);
    sheet.moveDown(15);
  }
  sheet.moveDown(12);
  linesTable(sheet, receipt, words);
  if (receipt.note) {
    sheet.moveDown(8);
    sheet.ensureRoom(30);
    sheet.text(words.note, margin, { isBold: true });
    sheet.moveDown(14);
    sheet.paragraph(receipt.note, margin);
  }
  await signatureBlock(sheet, receipt, words);
  sheet.text(words.registeredBy(receipt.registeredByName), margin, { isGrey: true });
  return sheet.document.save();
}
