import '../../../ui/print-area/print-area.css';
import './reports.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { InvoiceType } from '../../../../domain/reports/invoices.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { saveBlob } from '../../../ui/save-blob/save-blob.ts';
import { fetchInvoicePdf } from '../api.ts';
import { invoiceQuery } from '../queries.ts';
import { useReportFormat } from '../report-format.ts';
import { invoiceTypeLabels } from '../report-labels.ts';
import { useReportActor } from '../use-report-actor.ts';
import { InvoiceLines } from './invoice-lines.tsx';
import { ReportState } from './report-state.tsx';

export interface InvoiceDetailProps {
  type: InvoiceType;
  id: number;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/** An invoice with its lines, totals and PDF (spec §2 `invoices/{type}/{id}`; issue 18 item 2). */
export function InvoiceDetail({ type, id }: InvoiceDetailProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const actor = useReportActor();
  const invoice = useQuery(invoiceQuery(actor, id));
  const [isFetchingPdf, setFetchingPdf] = useState(false);
  const data = invoice.data;
  const invoiceNo = data?.invoiceNo ?? '';

  const handlePdf = async () => {
    if (!data) return;
    setFetchingPdf(true);
    try {
      const fileName = `${data.invoiceNo}.pdf`;
      saveBlob(await fetchInvoicePdf(id), fileName);
    } catch (error) {
      notify({ kind: 'negative', text: apiErrorText(error, i18n) });
    } finally {
      setFetchingPdf(false);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm" className="report-no-print">
        <Anchor component={Link} to={`/app/reports/invoices/${type}`}>
          <Trans>Back to the invoices</Trans>
        </Anchor>
      </Group>
      <ReportState isPending={invoice.isPending} error={invoice.error} isEmpty={false}>
        {data && (
          <Stack gap="md">
            <Group gap="sm" className="report-no-print" role="group" aria-label={t`Invoice actions`}>
              <Button mih={44} loading={isFetchingPdf} onClick={() => void handlePdf()}>
                <Trans>PDF</Trans>
              </Button>
              <Button variant="default" mih={44} onClick={() => window.print()}>
                <Trans>Print</Trans>
              </Button>
            </Group>
            <Stack gap="md" data-print-area="">
              <Title order={2} size="h3">
                {t`Invoice ${invoiceNo}`}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
                <Fact label={t`Type`}>{i18n._(invoiceTypeLabels[data.type])}</Fact>
                <Fact label={t`Customer`}>{data.customerName}</Fact>
                <Fact label={t`Month`}>{format.month(data.month)}</Fact>
                <Fact label={t`Invoice date`}>{format.day(data.invoiceDate)}</Fact>
                <Fact label={t`Due date`}>{format.day(data.dueDate)}</Fact>
                <Fact label={t`Currency`}>{data.currency}</Fact>
              </SimpleGrid>
              <InvoiceLines invoice={data} />
              <Table aria-label={t`Invoice totals`} w="auto" ml="auto" fz="md">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">{t`Net amount`}</Table.Th>
                    <Table.Td ta="right">{format.money(data.netAmount, data.currency)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t`VAT`}</Table.Th>
                    <Table.Td ta="right">{format.money(data.vatAmount, data.currency)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr data-report-totals fw={700}>
                    <Table.Th scope="row">{t`Total`}</Table.Th>
                    <Table.Td ta="right">{format.money(data.totalAmount, data.currency)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Stack>
          </Stack>
        )}
      </ReportState>
    </Stack>
  );
}
