import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CountingReportInput } from '../../../domain/counting/counting-report.ts';
import { isNotOnDevice, notOnDeviceText } from '../../offline/not-on-device.ts';
import { CountingRowView } from './counting-row-view.tsx';
import { isCountable, type CountingRow } from './counting-rows.ts';
import { DeleteCountDialog } from './delete-count-dialog.tsx';
import { countingKeys, type CountingScope } from './queries.ts';
import { useCountingSheet } from './use-counting-sheet.ts';
import { isKept, useCountingWrite, type CountingWrite } from './use-counting-write.ts';

export interface CountingSheetProps {
  scope: CountingScope;
  locationId: number;
  /** The location's name, for Changes on this device. */
  locationLabel: string;
  userName: string;
}

/** The counts entered on the screen and not yet saved, by row key. */
type Edits = Record<string, number>;

/** The rows whose count was entered or changed, as POST countingReports takes them. */
function editedReports(
  rows: readonly CountingRow[],
  edits: Edits,
  locationId: number,
): CountingReportInput[] {
  return rows.flatMap((row) => {
    const counted = edits[row.key];
    if (counted === undefined || !isCountable(row) || counted === row.countedVolume) return [];
    const { productId, treatmentId, qualityId } = row.choice;
    const report = row.report ? { id: row.report.id, version: row.report.version } : {};
    return [{ ...report, locationId, productId, treatmentId, qualityId, countedVolume: counted }];
  });
}

/**
 * One location's counting (issue 7 items 3–5): a row per product choice and per report, the counts
 * saved all at once, each open report confirmed or deleted on its own. Everything goes through the
 * device's outbox, so it works without network; what waits on the device is marked so.
 */
export function CountingSheet({ scope, locationId, locationLabel, userName }: CountingSheetProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const sheet = useCountingSheet(scope, locationId, userName);
  const write = useCountingWrite(locationLabel);
  const [edits, setEdits] = useState<Edits>({});
  const [deleting, setDeleting] = useState<CountingRow | null>(null);
  const toSave = sheet.rows ? editedReports(sheet.rows, edits, locationId) : [];

  const send = async (change: CountingWrite) => {
    const outcome = await write.mutateAsync(change).catch(() => null);
    // Refused: someone else's change is the likely reason, so the screen reads the counts again.
    if (outcome && !isKept(outcome))
      await queryClient.invalidateQueries({ queryKey: countingKeys.all(scope) });
    return outcome !== null && isKept(outcome);
  };
  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    if (toSave.length === 0 || write.isPending) return;
    if (await send({ kind: 'countingReports', payload: { locationId, reports: toSave } })) setEdits({});
  };
  const settle = (kind: 'countingReportConfirm' | 'countingReportDelete', row: CountingRow) => {
    if (!row.report) return;
    const { id, version } = row.report;
    void send({ kind, payload: { locationId, id, version } });
  };

  if (sheet.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading counts`} />
      </Center>
    );
  }
  if (sheet.isError || !sheet.rows) {
    return (
      <Alert color="red" role="alert">
        {isNotOnDevice(sheet.error) ? (
          i18n._(notOnDeviceText)
        ) : (
          <Trans>The counts could not be read. Try again when the network is back.</Trans>
        )}
      </Alert>
    );
  }
  return (
    <form onSubmit={(event) => void handleSave(event)} aria-label={t`Counting`} noValidate>
      <Stack gap="md">
        {sheet.stopped > 0 && (
          <Alert color="red" role="status" variant="outline">
            <Trans>A change of these counts was not accepted. See Changes on this device.</Trans>
          </Alert>
        )}
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label={t`Counts`} verticalSpacing="xs" horizontalSpacing={6} fz="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Product`}</Table.Th>
                <Table.Th>{t`Counted`}</Table.Th>
                <Table.Th ta="right">{t`In`}</Table.Th>
                <Table.Th ta="right">{t`Out`}</Table.Th>
                <Table.Th ta="right">{t`Balance`}</Table.Th>
                <Table.Th ta="right">{t`Difference`}</Table.Th>
                <Table.Th>{t`Confirmed`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheet.rows.map((row) => (
                <CountingRowView
                  key={row.key}
                  row={row}
                  edit={edits[row.key]}
                  onEdit={(counted) => setEdits((current) => ({ ...current, [row.key]: counted }))}
                  isBusy={write.isPending}
                  onConfirm={() => settle('countingReportConfirm', row)}
                  onDelete={() => setDeleting(row)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {sheet.rows.length === 0 && (
          <Text c="dimmed">
            <Trans>This location carries no products to count.</Trans>
          </Text>
        )}
        {/* Kept in view at the foot of a long sheet, so a count can be saved without scrolling down. */}
        <Group
          justify="flex-end"
          gap="md"
          py="sm"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1 }}
        >
          {toSave.length > 0 && (
            <Text fw={600}>
              <Plural value={toSave.length} one="# count to save" other="# counts to save" />
            </Text>
          )}
          <Button type="submit" size="lg" disabled={toSave.length === 0} loading={write.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
      <DeleteCountDialog
        row={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(row) => {
          setDeleting(null);
          settle('countingReportDelete', row);
        }}
      />
    </form>
  );
}
