import type { InvoiceDetail } from '../../../domain/reports/invoices.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { contentRight, margin, PdfSheet } from '../pallet-receipts/pdf-sheet.ts';
import { formatMoney, invoiceWordsFor, monthName, type InvoiceWords } from './invoice-texts.ts';

/** The nine figures of a line, right-aligned in columns ending at these x positions. */
const numberColumns: { title: keyof InvoiceWords; x: number }[] = [
  { title: 'quantity', x: 100 },
  { title: 'price', x: 155 },
  { title: 'freight', x: 210 },
  { title: 'transportFee', x: 270 },
  { title: 'customs', x: 320 },
  { title: 'sealing', x: 375 },
  { title: 'net', x: 435 },
  { title: 'vat', x: 490 },
  { title: 'sum', x: contentRight },
];
const small = 8;

/**
 * The invoice as a printable PDF (issue 18), in the reader's language: number, dates, customer, each
 * line (order, location and product on one row; quantity, price, freight, transport fee, customs,
 * sealing, net, VAT and sum under it), the totals and the currency. Prices with at least 2 decimals.
 */
export async function invoicePdf(invoice: InvoiceDetail, locale: Locale): Promise<Uint8Array> {
  const words = invoiceWordsFor(locale);
  const money = (value: number) => formatMoney(value, locale);
  const title = words.title[invoice.type];
  const sheet = await PdfSheet.create(`${title} ${invoice.invoiceNo}`);
  sheet.text(title, margin, { size: 18, isBold: true });
  sheet.moveDown(28);
  const facts: [string, string][] = [
    [words.invoiceNo, invoice.invoiceNo],
    [words.customer, invoice.customerName],
    [words.month, monthName(invoice.month, locale)],
    [words.invoiceDate, invoice.invoiceDate],
    [words.dueDate, invoice.dueDate],
    [words.currency, invoice.currency],
  ];
  for (const [label, value] of facts) {
    sheet.text(label, margin, { isGrey: true });
    sheet.text(value, 150);
    sheet.moveDown(15);
  }
  sheet.moveDown(12);

  const header = () => {
    sheet.ensureRoom(40);
    sheet.text(words.order, margin, { size: small, isBold: true });
    sheet.text(words.location, 130, { size: small, isBold: true });
    sheet.text(words.product, 280, { size: small, isBold: true });
    sheet.moveDown(11);
    for (const column of numberColumns) {
      sheet.text(String(words[column.title]), column.x, { size: small, isBold: true, isRightAligned: true });
    }
    sheet.moveDown(5);
    sheet.rule();
    sheet.moveDown(12);
  };
  header();
  if (invoice.lines.length === 0) {
    sheet.text(words.noLines, margin, { isGrey: true });
    sheet.moveDown(16);
  }
  for (const line of invoice.lines) {
    sheet.ensureRoom(26);
    sheet.text(line.orderNo, margin, { size: small, maxWidth: 75 });
    sheet.text(line.locationName, 130, { size: small, maxWidth: 145 });
    sheet.text(line.productName, 280, { size: small });
    sheet.moveDown(11);
    const figures = [
      String(line.quantity),
      formatMoney(line.price, locale, 4),
      money(line.freight),
      money(line.transportFee),
      money(line.customs),
      money(line.sealing),
      money(line.netAmount),
      money(line.vatAmount),
      money(line.sum),
    ];
    numberColumns.forEach((column, index) => {
      sheet.text(figures[index] ?? '', column.x, { size: small, isRightAligned: true, maxWidth: 58 });
    });
    sheet.moveDown(15);
  }

  sheet.ensureRoom(70);
  sheet.rule();
  sheet.moveDown(16);
  const vatRate = invoice.lines[0]?.vatRate;
  const totals: [string, string][] = [
    [words.net, money(invoice.netAmount)],
    [
      vatRate === undefined
        ? words.vat
        : `${words.vat} ${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(vatRate)} %`,
      money(invoice.vatAmount),
    ],
    [`${words.total} ${invoice.currency}`, money(invoice.totalAmount)],
  ];
  totals.forEach(([label, value], index) => {
    const isBold = index === totals.length - 1;
    sheet.text(label, 350, { isBold });
    sheet.text(value, contentRight, { isBold, isRightAligned: true });
    sheet.moveDown(15);
  });
  return sheet.document.save();
}
