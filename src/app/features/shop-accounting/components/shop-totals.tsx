import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ShopTotals } from '../../../../domain/shop-accounting/schemas.ts';
import { formatDay, formatMonth } from '../../../../domain/shared/date-format.ts';
import { money } from '../shop-text.ts';
import { ScrollTable } from './scroll-table.tsx';

/** The period's sums at a glance: gross, net, VAT and count, and gross per channel. */
export function PeriodSummary({ totals }: { totals: ShopTotals }) {
  const { t, i18n } = useLingui();
  const { all, Shop: shop, Wholesale: wholesale } = totals.period;
  const figures = [
    { label: t`Gross`, value: `${money(all.gross, i18n.locale)} ${totals.currency}` },
    { label: t`Net`, value: money(all.net, i18n.locale) },
    { label: t`VAT`, value: money(all.vat, i18n.locale) },
    { label: t`Entries`, value: String(all.count) },
    { label: t`Shop, gross`, value: money(shop.gross, i18n.locale) },
    { label: t`Wholesale, gross`, value: money(wholesale.gross, i18n.locale) },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      aria-label={t`Totals of the period`}
      role="group"
    >
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm">
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700}>{figure.value}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export interface DayTotalsProps {
  totals: ShopTotals;
  kind: 'day' | 'month';
  /** Provider staff close days; others see only whether a day is closed. */
  onClose?: ((date: string) => void) | undefined;
}

/** Net, VAT, gross and count per day (or per month), with the channel split and a day's closing. */
export function PeriodTotalsTable({ totals, kind, onClose }: DayTotalsProps) {
  const { t, i18n } = useLingui();
  const rows = kind === 'day' ? totals.days : totals.months;
  if (rows.length === 0) return null;
  return (
    <>
      <Title order={3} size="h4">
        {kind === 'day' ? <Trans>Totals per day</Trans> : <Trans>Totals per month (whole month)</Trans>}
      </Title>
      <ScrollTable label={kind === 'day' ? t`Totals per day` : t`Totals per month`} minWidth={820}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{kind === 'day' ? t`Date` : t`Month`}</Table.Th>
            <Table.Th ta="right">{t`Shop, gross`}</Table.Th>
            <Table.Th ta="right">{t`Wholesale, gross`}</Table.Th>
            <Table.Th ta="right">{t`Net`}</Table.Th>
            <Table.Th ta="right">{t`VAT`}</Table.Th>
            <Table.Th ta="right">{t`Gross`}</Table.Th>
            <Table.Th ta="right">{t`Entries`}</Table.Th>
            {kind === 'day' && <Table.Th>{t`Closing`}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const day = formatDay(row.period, i18n.locale);
            return (
              <Table.Tr key={row.period}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {kind === 'day' ? formatDay(row.period, i18n.locale) : formatMonth(row.period, i18n.locale)}
                </Table.Td>
                <Table.Td ta="right">{money(row.Shop.gross, i18n.locale)}</Table.Td>
                <Table.Td ta="right">{money(row.Wholesale.gross, i18n.locale)}</Table.Td>
                <Table.Td ta="right">{money(row.all.net, i18n.locale)}</Table.Td>
                <Table.Td ta="right">{money(row.all.vat, i18n.locale)}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {money(row.all.gross, i18n.locale)}
                </Table.Td>
                <Table.Td ta="right">{row.all.count}</Table.Td>
                {kind === 'day' && (
                  <Table.Td>
                    {row.closed ? (
                      <Badge color="gray" variant="light">{t`Closed`}</Badge>
                    ) : onClose ? (
                      <Button
                        size="compact-md"
                        variant="light"
                        onClick={() => onClose(row.period)}
                        aria-label={t`Close day ${day}`}
                      >
                        <Trans>Close day</Trans>
                      </Button>
                    ) : (
                      <Badge color="green" variant="light">{t`Open`}</Badge>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ScrollTable>
    </>
  );
}
