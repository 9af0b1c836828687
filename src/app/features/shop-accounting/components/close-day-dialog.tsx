import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '../../../../domain/shared/date-format.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { shopDayTotalsQuery } from '../queries.ts';
import { money, shopErrorText } from '../shop-text.ts';

export interface CloseDayDialogProps {
  date: string | null;
  isClosing: boolean;
  error: unknown;
  onConfirm: (date: string) => void;
  onCancel: () => void;
}

/** Closing is final (no reopening): the user confirms the day, its number of entries and its gross first. */
export function CloseDayDialog({ date, onCancel, ...props }: CloseDayDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={date !== null}
      onClose={onCancel}
      title={t`Close the day`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {date && <CloseDayBody date={date} onCancel={onCancel} {...props} />}
    </Modal>
  );
}

function CloseDayBody({
  date,
  isClosing,
  error,
  onConfirm,
  onCancel,
}: CloseDayDialogProps & { date: string }) {
  const { t, i18n } = useLingui();
  const totals = useQuery(shopDayTotalsQuery(date));
  const sums = totals.data?.days.find((row) => row.period === date)?.all ?? {
    net: 0,
    vat: 0,
    gross: 0,
    count: 0,
  };
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          A closed day takes no more entries or reversals, and it cannot be reopened. Corrections are then
          booked on an open day.
        </Trans>
      </Text>
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
      {totals.data && (
        <Table variant="vertical" withTableBorder aria-label={t`The day to close`}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t`Day`}</Table.Th>
              <Table.Td>{formatDay(date, i18n.locale)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t`Entries`}</Table.Th>
              <Table.Td>{sums.count}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t`Gross`}</Table.Th>
              <Table.Td>
                {money(sums.gross, i18n.locale)} {totals.data.currency}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {error !== null && (
        <Alert color="red" role="alert">
          {shopErrorText(error, i18n)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button loading={isClosing} disabled={!totals.data} onClick={() => onConfirm(date)}>
          <Trans>Close the day</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
