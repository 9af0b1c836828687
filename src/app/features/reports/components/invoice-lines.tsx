import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { InvoiceDetail, InvoiceLine } from '../../../../domain/reports/invoices.ts';
import { useReportFormat } from '../report-format.ts';
import { ReportTable, type ReportColumn } from './report-table.tsx';

type Money = 'price' | 'freight' | 'transportFee' | 'customs' | 'sealing' | 'netAmount' | 'vatAmount' | 'sum';

/**
 * An invoice's lines (issue 18 item 2): product, quantity, price, freight, transport fee, customs,
 * sealing, sum, VAT; each line with the order it came from.
 */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const money = (value: number) => format.money(value, invoice.currency);
  const sumOf = (key: Money) => invoice.lines.reduce((total, line) => total + line[key], 0);
  const moneyColumn = (key: Money, label: string, withTotal = true): ReportColumn<InvoiceLine> => ({
    key,
    label,
    sortValue: (line) => line[key],
    cell: (line) => money(line[key]),
    total: withTotal ? money(sumOf(key)) : undefined,
    isNumeric: true,
  });
  const columns: ReportColumn<InvoiceLine>[] = [
    {
      key: 'order',
      label: t`Order`,
      sortValue: (line) => line.orderNo,
      cell: (line) => (
        <Anchor component={Link} to={`/app/orders/${line.transactionId}`}>
          {line.orderNo}
        </Anchor>
      ),
    },
    {
      key: 'location',
      label: t`Location`,
      sortValue: (line) => line.locationName,
      cell: (line) => line.locationName,
    },
    {
      key: 'product',
      label: t`Product`,
      sortValue: (line) => line.productName,
      // The server names the product with its treatment and quality (or a rental's container and period).
      cell: (line) => line.productName,
    },
    {
      key: 'quantity',
      label: t`Quantity`,
      sortValue: (line) => line.quantity,
      cell: (line) => format.count(line.quantity),
      total: format.count(invoice.lines.reduce((total, line) => total + line.quantity, 0)),
      isNumeric: true,
    },
    moneyColumn('price', t`Price`, false),
    moneyColumn('freight', t`Freight`),
    moneyColumn('transportFee', t`Transport fee`),
    moneyColumn('customs', t`Customs`),
    moneyColumn('sealing', t`Sealing`),
    moneyColumn('netAmount', t`Net amount`),
    {
      key: 'vatRate',
      label: t`VAT rate`,
      sortValue: (line) => line.vatRate,
      cell: (line) => format.percent(line.vatRate),
      isNumeric: true,
    },
    moneyColumn('vatAmount', t`VAT`),
    moneyColumn('sum', t`Sum`),
  ];
  return (
    <ReportTable
      label={t`Invoice lines`}
      rows={invoice.lines}
      columns={columns}
      rowKey={(line) => String(line.id)}
      minWidth={1200}
    />
  );
}
