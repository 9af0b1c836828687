import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Table, Text } from '@mantine/core';
import { countedVolumeMax } from '../../../domain/counting/counting-report.ts';
import { formatDateTime, formatMomentDate } from '../../../domain/shared/date-format.ts';
import { NumberInput } from '../../ui/number-input/number-input.tsx';
import { isCountable, isSettleable, type CountingRow } from './counting-rows.ts';

export interface CountingRowViewProps {
  row: CountingRow;
  /** The count entered on the screen and not yet saved. */
  edit: number | undefined;
  onEdit: (counted: number) => void;
  /** A change is on its way: no other starts meanwhile. */
  isBusy: boolean;
  onConfirm: () => void;
  onDelete: () => void;
}

const signed = (value: number, format: (value: number) => string) =>
  value > 0 ? `+${format(value)}` : format(value);

/** The product's name with its treatment and quality, as the counter reads the pallets. */
export const choiceName = (row: CountingRow) =>
  `${row.choice.productName} · ${row.choice.treatmentName} · ${row.choice.qualityName}`;

/**
 * One count (spec §3 audit report): counted, in and out since the last count, balance and difference
 * (bold dark red when not 0), whether it is confirmed, who registered it and when.
 */
export function CountingRowView({ row, edit, onEdit, isBusy, onConfirm, onDelete }: CountingRowViewProps) {
  const { t, i18n } = useLingui();
  const number = (value: number | null) => (value === null ? '\u2013' : i18n.number(value));
  const name = choiceName(row);
  const isEdited = edit !== undefined && edit !== row.countedVolume;
  const counted = edit ?? row.countedVolume;
  const difference = isEdited && row.balance !== null ? edit - row.balance : row.difference;
  const registeredAt = row.registeredAt ? formatDateTime(row.registeredAt, i18n.locale) : null;
  const registeredBy = row.registeredByName;

  return (
    <Table.Tr data-testid="counting-row" aria-label={name}>
      <Table.Td miw={170}>
        <Text fw={700}>{row.choice.productName}</Text>
        <Text size="sm">
          {row.choice.treatmentName} · {row.choice.qualityName}
        </Text>
        {registeredBy && registeredAt && (
          <Text size="sm" c="dimmed">
            <Trans>
              Registered by {registeredBy}, {registeredAt}
            </Trans>
          </Text>
        )}
      </Table.Td>
      <Table.Td miw={164}>
        {isCountable(row) ? (
          // Typing a count marks the row counted, 0 included, which the field does not report as a change.
          <div onInput={() => edit === undefined && onEdit(counted ?? 0)}>
            <NumberInput
              label={t`Counted ${name}`}
              labelHidden
              value={counted ?? 0}
              max={countedVolumeMax}
              onChange={onEdit}
            />
          </div>
        ) : (
          <Text ta="center" fw={700}>
            {number(counted)}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{number(row.inboundVolume)}</Table.Td>
      <Table.Td ta="right">{number(row.outboundVolume)}</Table.Td>
      <Table.Td ta="right" data-testid="count-balance">
        {number(row.balance)}
      </Table.Td>
      <Table.Td
        ta="right"
        data-testid="count-difference"
        fw={difference ? 700 : undefined}
        c={difference ? 'var(--mantine-color-red-9)' : undefined}
      >
        {difference === null || (row.kind === 'new' && !isEdited)
          ? '\u2013'
          : signed(difference, (value) => i18n.number(value))}
      </Table.Td>
      <Table.Td>
        <RowState row={row} isEdited={isEdited} isBusy={isBusy} onConfirm={onConfirm} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

type RowStateProps = Pick<CountingRowViewProps, 'row' | 'isBusy' | 'onConfirm' | 'onDelete'> & {
  isEdited: boolean;
};

/** Confirmed, waiting on this device, or the open report's Confirm and Delete. */
function RowState({ row, isEdited, isBusy, onConfirm, onDelete }: RowStateProps) {
  const { t, i18n } = useLingui();
  const name = choiceName(row);
  const confirmedAt = row.report?.confirmedAt;
  const waiting = row.waiting ? (
    <Text size="sm" fw={600} c="var(--mantine-color-orange-9)">
      <Trans>Waiting to be sent</Trans>
    </Text>
  ) : null;
  if (row.confirmed) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={700} c="var(--mantine-color-green-9)">
          <Trans>Confirmed</Trans>
        </Text>
        {confirmedAt && !row.waiting && (
          <Text size="sm" c="dimmed">
            {formatMomentDate(confirmedAt, i18n.locale)}
          </Text>
        )}
        {waiting}
      </Stack>
    );
  }
  if (!isSettleable(row)) return waiting;
  return (
    <Stack gap={4}>
      <Button
        size="md"
        mih={44}
        variant="light"
        disabled={isBusy || isEdited}
        title={isEdited ? t`Save the count before confirming it` : undefined}
        aria-label={t`Confirm the count of ${name}`}
        onClick={onConfirm}
      >
        <Trans>Confirm</Trans>
      </Button>
      <Button
        size="md"
        mih={44}
        variant="subtle"
        color="red"
        disabled={isBusy}
        aria-label={t`Delete the count of ${name}`}
        onClick={onDelete}
      >
        <Trans>Delete</Trans>
      </Button>
    </Stack>
  );
}
