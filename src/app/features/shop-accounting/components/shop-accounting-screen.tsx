import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import {
  paymentMethods,
  shopChannels,
  shopPageSize,
  type ShopFilter,
  type ShopTransaction,
} from '../../../../domain/shop-accounting/schemas.ts';
import { formatDateTime, formatDay, formatMonth } from '../../../../domain/shared/date-format.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { saveBlob } from '../../../ui/save-blob/save-blob.ts';
import { closeShopDay, fetchShopExport } from '../api.ts';
import { shopClosingsQuery, shopKeys, shopListQuery, shopOptionsQuery, shopTotalsQuery } from '../queries.ts';
import { channelLabels } from '../shop-labels.ts';
import type { ShopSearch } from '../shop-search.ts';
import { money, paymentText, recentMonths, shopErrorText } from '../shop-text.ts';
import { EntriesTable } from './entries-table.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { NewSaleForm } from './new-sale-form.tsx';
import { CloseDayDialog } from './close-day-dialog.tsx';
import { ReverseDialog } from './reverse-dialog.tsx';
import { PeriodSummary, PeriodTotalsTable } from './shop-totals.tsx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query
const coarsePointer = '(pointer: coarse)';

export interface ShopAccountingScreenProps {
  search: ShopSearch;
  onSearchChange: (search: ShopSearch) => void;
}

/** The file's name: not a screen text, the same in every language. */
const exportFileName = (period: string, format: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name
  `shop-accounting-${period}.${format}`;

function ShownCount({ count, total }: { count: number; total: number }) {
  return (
    <Trans>
      Showing {count} of {total} transactions
    </Trans>
  );
}

/** What someone who may not keep shop accounting sees on typing the address. */
function NotForYou() {
  const { t } = useLingui();
  return (
    <Alert color="orange" role="alert" title={t`Shop accounting is not for you`}>
      <Trans>
        Shop accounting is kept by the provider&apos;s staff and the users the provider has enabled for it.
        Ask the provider if you need it.
      </Trans>
    </Alert>
  );
}

/**
 * Shop accounting (issue 20 item 5): the provider's shop and wholesale sales of a day or a month, with
 * totals per day and month, reversal instead of change, the daily closing and the export.
 */
export function ShopAccountingScreen(props: ShopAccountingScreenProps) {
  const { start } = useRouteContext({ from: '/app' });
  return start.status.shopAccounting ? <ShopLedger {...props} /> : <NotForYou />;
}

function ShopLedger({ search, onSearchChange }: ShopAccountingScreenProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // A finger needs 44 px page buttons on a tablet.
  const isCoarse = useMediaQuery(coarsePointer) ?? false;
  const options = useQuery(shopOptionsQuery());
  const [isBooking, setBooking] = useState(false);
  const [reversing, setReversing] = useState<ShopTransaction | null>(null);
  /** The day the close dialog asks about. */
  const [closingDate, setClosingDate] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  const { page: pageText, ...rest } = search;
  const filter: ShopFilter = rest;
  const page = Number(pageText ?? '1');
  const list = useQuery(shopListQuery({ ...filter, offset: (page - 1) * shopPageSize, limit: shopPageSize }));
  const totals = useQuery(shopTotalsQuery(filter));
  const closingsMonth = filter.day?.slice(0, 7) ?? filter.month;
  const closings = useQuery(shopClosingsQuery(closingsMonth));
  const change = (next: Partial<ShopSearch>) => {
    const merged: Record<string, string | undefined> = { ...search, ...next, page: undefined };
    onSearchChange(
      Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as ShopSearch,
    );
  };

  const close = useMutation({
    mutationFn: closeShopDay,
    onSuccess: async (closing) => {
      setClosingDate(null);
      const day = formatDay(closing.date, i18n.locale);
      notify({ kind: 'positive', text: t`The day ${day} is closed` });
      await queryClient.invalidateQueries({ queryKey: shopKeys.all() });
    },
  });
  /** Opens the confirmation of a day's closing, without an old error. */
  const askToClose = (date: string) => {
    close.reset();
    setClosingDate(date);
  };
  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const period = filter.day ?? filter.month ?? options.data?.today.slice(0, 7) ?? '';
      saveBlob(await fetchShopExport(filter, format), exportFileName(period, format));
    } catch (error) {
      notify({ kind: 'negative', title: t`Could not export`, text: shopErrorText(error, i18n) });
    } finally {
      setExporting(null);
    }
  };

  if (options.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading shop accounting…</Trans>
      </LoadingLine>
    );
  }
  if (options.isError) {
    return (
      <Alert color="red" role="alert">
        {shopErrorText(options.error, i18n)}
      </Alert>
    );
  }
  const { today, todayClosed, mayClose, mobilePaymentName } = options.data;
  const month = filter.day ? undefined : (filter.month ?? today.slice(0, 7));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / shopPageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t`Filters`}>
          <Select
            label={t`Month`}
            allowDeselect={false}
            w={190}
            data={recentMonths(today).map((value) => ({ value, label: formatMonth(value, i18n.locale) }))}
            value={month ?? filter.day?.slice(0, 7) ?? null}
            onChange={(value) => value && change({ month: value, day: undefined })}
          />
          <DatePicker
            label={t`Day`}
            value={filter.day ?? null}
            onChange={(value) => change({ day: value ?? undefined, month: undefined })}
            allowAllDays
            maxDate={today}
            clearable
            placeholder={t`Whole month`}
          />
          <Select
            label={t`Channel`}
            w={160}
            clearable
            placeholder={t`All`}
            data={shopChannels.map((value) => ({ value, label: i18n._(channelLabels[value]) }))}
            value={filter.channel ?? null}
            onChange={(value) => change({ channel: (value ?? undefined) as ShopSearch['channel'] })}
          />
          <Select
            label={t`Product`}
            w={220}
            clearable
            searchable
            placeholder={t`All`}
            data={options.data.products.map((product) => ({ value: product.id, label: product.name }))}
            value={filter.productId ?? null}
            onChange={(value) => change({ productId: value ?? undefined })}
          />
          <Select
            label={t`Payment method`}
            w={170}
            clearable
            placeholder={t`All`}
            data={paymentMethods.map((value) => ({
              value,
              label: paymentText(value, mobilePaymentName, i18n),
            }))}
            value={filter.paymentMethod ?? null}
            onChange={(value) =>
              change({ paymentMethod: (value ?? undefined) as ShopSearch['paymentMethod'] })
            }
          />
        </Group>
        <Group gap="sm">
          <Button onClick={() => setBooking(true)}>
            <Trans>New sale</Trans>
          </Button>
          {mayClose && !todayClosed && (
            <Button variant="light" onClick={() => askToClose(today)}>
              <Trans>Close today</Trans>
            </Button>
          )}
          <Button variant="default" loading={exporting === 'csv'} onClick={() => void download('csv')}>
            <Trans>Export CSV</Trans>
          </Button>
          <Button variant="default" loading={exporting === 'xlsx'} onClick={() => void download('xlsx')}>
            <Trans>Export XLSX</Trans>
          </Button>
        </Group>
      </Group>

      {totals.isPending && (
        <LoadingLine>
          <Trans>Loading the totals…</Trans>
        </LoadingLine>
      )}
      {totals.isError && (
        <Alert color="red" role="alert">
          {shopErrorText(totals.error, i18n)}
        </Alert>
      )}
      {totals.data && <PeriodSummary totals={totals.data} />}

      <Title order={3} size="h4">
        <Trans>Transactions</Trans>
      </Title>
      {list.isPending && (
        <LoadingLine>
          <Trans>Loading the transactions…</Trans>
        </LoadingLine>
      )}
      {list.isError && (
        <Alert color="red" role="alert">
          {shopErrorText(list.error, i18n)}
        </Alert>
      )}
      {list.data && list.data.rows.length > 0 && (
        <EntriesTable rows={list.data.rows} mobileName={mobilePaymentName} onReverse={setReversing} />
      )}
      {list.data && list.data.rows.length === 0 && (
        <Text c="dimmed">
          <Trans>No transactions in this period. Book one with New sale.</Trans>
        </Text>
      )}
      {list.data && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            <ShownCount count={list.data.rows.length} total={list.data.total} />
          </Text>
          {pages > 1 && (
            <Pagination
              size={isCoarse ? 'xl' : 'md'}
              total={pages}
              value={page}
              onChange={(next) => onSearchChange({ ...search, page: String(next) })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
              })}
            />
          )}
        </Group>
      )}

      {totals.data && (
        <PeriodTotalsTable totals={totals.data} kind="day" onClose={mayClose ? askToClose : undefined} />
      )}
      {totals.data && <PeriodTotalsTable totals={totals.data} kind="month" />}

      {closings.data && closings.data.length > 0 && (
        <>
          <Title order={3} size="h4">
            <Trans>Daily closings</Trans>
          </Title>
          <ScrollTable label={t`Daily closings`} minWidth={700}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Date`}</Table.Th>
                <Table.Th ta="right">{t`Entries`}</Table.Th>
                <Table.Th ta="right">{t`Net`}</Table.Th>
                <Table.Th ta="right">{t`VAT`}</Table.Th>
                <Table.Th ta="right">{t`Gross`}</Table.Th>
                <Table.Th>{t`Closed by`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {closings.data.map((closing) => (
                <Table.Tr key={closing.date}>
                  <Table.Td>{formatDay(closing.date, i18n.locale)}</Table.Td>
                  <Table.Td ta="right">{closing.count}</Table.Td>
                  <Table.Td ta="right">{money(closing.net, i18n.locale)}</Table.Td>
                  <Table.Td ta="right">{money(closing.vat, i18n.locale)}</Table.Td>
                  <Table.Td ta="right">{money(closing.gross, i18n.locale)}</Table.Td>
                  <Table.Td>
                    {closing.closedByName}, {formatDateTime(closing.closedAt, i18n.locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        </>
      )}

      <Modal
        opened={isBooking}
        onClose={() => setBooking(false)}
        title={t`New sale`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {isBooking && <NewSaleForm options={options.data} onDone={() => setBooking(false)} />}
      </Modal>
      <ReverseDialog
        entry={reversing}
        today={today}
        todayClosed={todayClosed}
        onClose={() => setReversing(null)}
      />
      <CloseDayDialog
        date={closingDate}
        isClosing={close.isPending}
        error={close.error}
        onConfirm={(date) => close.mutate(date)}
        onCancel={() => setClosingDate(null)}
      />
    </Stack>
  );
}
