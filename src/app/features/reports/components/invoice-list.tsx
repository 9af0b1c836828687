import { useLingui } from '@lingui/react/macro';
import { Anchor, Input, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { invoiceTypes, type InvoiceSummary, type InvoiceType } from '../../../../domain/reports/invoices.ts';
import { fetchInvoiceExport } from '../api.ts';
import { invoiceListQuery } from '../queries.ts';
import { useReportFormat } from '../report-format.ts';
import { invoiceTypeLabels, reportTitles } from '../report-labels.ts';
import { useReportActor } from '../use-report-actor.ts';
import type { ReportScreenProps } from '../use-report.ts';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

export interface InvoiceListProps extends ReportScreenProps {
  type: InvoiceType;
  onTypeChange: (type: InvoiceType) => void;
}

/** Invoices (spec §2 `invoices/{type}`): a type's invoices in the user's reach, each opening its lines. */
export function InvoiceList({ type, onTypeChange, search, onSearchChange }: InvoiceListProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const actor = useReportActor();
  const period = { from: search.from, to: search.to };
  const list = useQuery(invoiceListQuery(actor, type, period));
  const totals = list.data?.totals;

  const columns: ReportColumn<InvoiceSummary>[] = [
    {
      key: 'invoiceNo',
      label: t`Invoice`,
      sortValue: (row) => row.invoiceNo,
      cell: (row) => (
        <Anchor component={Link} to={`/app/reports/invoices/${type}/${row.id}`}>
          {row.invoiceNo}
        </Anchor>
      ),
    },
    { key: 'month', label: t`Month`, sortValue: (row) => row.month, cell: (row) => format.month(row.month) },
    {
      key: 'invoiceDate',
      label: t`Invoice date`,
      sortValue: (row) => row.invoiceDate,
      cell: (row) => format.day(row.invoiceDate),
    },
    {
      key: 'dueDate',
      label: t`Due date`,
      sortValue: (row) => row.dueDate,
      cell: (row) => format.day(row.dueDate),
    },
    {
      key: 'customer',
      label: t`Customer`,
      sortValue: (row) => row.customerName,
      cell: (row) => row.customerName,
    },
    {
      key: 'net',
      label: t`Net amount`,
      sortValue: (row) => row.netAmount,
      cell: (row) => format.money(row.netAmount, row.currency),
      total: totals && format.money(totals.netAmount, totals.currency),
      isNumeric: true,
    },
    {
      key: 'vat',
      label: t`VAT`,
      sortValue: (row) => row.vatAmount,
      cell: (row) => format.money(row.vatAmount, row.currency),
      total: totals && format.money(totals.vatAmount, totals.currency),
      isNumeric: true,
    },
    {
      key: 'total',
      label: t`Total`,
      sortValue: (row) => row.totalAmount,
      cell: (row) => format.money(row.totalAmount, row.currency),
      total: totals && format.money(totals.totalAmount, totals.currency),
      isNumeric: true,
    },
  ];

  return (
    <Stack gap="md">
      <Input.Wrapper label={t`Invoice type`} labelElement="div" className="report-no-print">
        <SegmentedControl
          display="flex"
          w="fit-content"
          aria-label={t`Invoice type`}
          value={type}
          onChange={(next) => onTypeChange(next as InvoiceType)}
          data={invoiceTypes.map((value) => ({ value, label: i18n._(invoiceTypeLabels[value]) }))}
        />
      </Input.Wrapper>
      <ReportFrame
        title={`${i18n._(reportTitles.invoices)}: ${i18n._(invoiceTypeLabels[type])}`}
        search={search}
        onSearchChange={onSearchChange}
        filters={{}}
        onExport={(exportFormat) => fetchInvoiceExport(type, exportFormat, period)}
        exportName={`invoices-${type}-${search.from}-${search.to}`}
        state={{
          isPending: list.isPending,
          isFetching: list.isFetching,
          error: list.error,
          isEmpty: (list.data?.rows.length ?? 0) === 0,
        }}
        emptyText={t`No invoices for this period.`}
      >
        <ReportTable
          label={t`Invoices`}
          rows={list.data?.rows ?? []}
          columns={columns}
          rowKey={(row) => String(row.id)}
          minWidth={900}
        />
      </ReportFrame>
    </Stack>
  );
}
