import type { CountingReport } from '../../../domain/counting/counting-report.ts';
import { productKey, type ProductChoiceIds } from '../../../domain/products/product-key.ts';
import type { OutboxEntry } from '../../offline/local-db.ts';
import type { CountingReportActionPayload, CountingReportsPayload } from '../../offline/outbox-kinds.ts';
import { syncedReports } from './synced-reports.ts';

/** A product choice with the names the screen shows. */
export interface NamedChoice extends ProductChoiceIds {
  productName: string;
  treatmentName: string;
  qualityName: string;
}

/**
 * One line of the counting screen: a report the server has (`report`), a count saved on this device
 * and not yet sent (`device`), or a product choice with no open count yet (`new`).
 */
export interface CountingRow {
  key: string;
  kind: 'report' | 'device' | 'new';
  choice: NamedChoice;
  /** The server's report, whose id and version a recount, confirm or delete names. */
  report: CountingReport | null;
  countedVolume: number | null;
  inboundVolume: number | null;
  outboundVolume: number | null;
  balance: number | null;
  /** Counted less the balance; null when nothing is counted or the balance is not known. */
  difference: number | null;
  confirmed: boolean;
  registeredByName: string | null;
  registeredAt: string | null;
  /** What of this row is still only on this device: it is shown as done, and nothing more may be done to it. */
  waiting: 'save' | 'confirm' | null;
}

export interface CountingRowsInput {
  /** GET countingReports, as read from the server or kept on the device. */
  reports: readonly CountingReport[];
  /** The choices the location carries (GET AvailableProducts). */
  carried: readonly NamedChoice[];
  /** The location's balances as last read (GET stockDetails); a choice with stock is countable too. */
  stock: readonly (NamedChoice & { balance: number })[] | undefined;
  /** This user's outbox entries of the location's counts (countingEntityKey), oldest first. */
  entries: readonly OutboxEntry[];
  /** Who registers a count made on this device. */
  userName: string;
}

/** States in which an entry will still reach the server by itself. */
const aheadStates: ReadonlySet<OutboxEntry['state']> = new Set(['pending', 'sending', 'retrying', 'paused']);

const differenceOf = (counted: number | null, balance: number | null) =>
  counted === null || balance === null ? null : counted - balance;

function reportRow(report: CountingReport): CountingRow {
  return {
    key: `report:${report.id}`,
    kind: 'report',
    choice: report,
    report,
    countedVolume: report.countedVolume,
    inboundVolume: report.inboundVolume,
    outboundVolume: report.outboundVolume,
    balance: report.balance,
    difference: report.difference,
    confirmed: report.confirmed,
    registeredByName: report.registeredByName,
    registeredAt: report.registeredAt,
    waiting: null,
  };
}

function emptyRow(choice: NamedChoice, balance: number | null): CountingRow {
  return {
    key: `new:${productKey(choice)}`,
    kind: 'new',
    choice,
    report: null,
    countedVolume: null,
    inboundVolume: null,
    outboundVolume: null,
    balance,
    difference: null,
    confirmed: false,
    registeredByName: null,
    registeredAt: null,
    waiting: null,
  };
}

/** A choice the device has no names for (no longer carried): its ids stand in. */
const unnamed = (ids: ProductChoiceIds): NamedChoice => ({
  ...ids,
  productName: ids.productId,
  treatmentName: ids.treatmentId,
  qualityName: ids.qualityId,
});

interface DeviceContext {
  choices: Map<string, NamedChoice>;
  /** The balances as last read, or null when the device has none. */
  balances: Map<string, number> | null;
  userName: string;
}

/** A save made on this device: recounts change their report's row, new counts add a row each. */
function withSave(rows: CountingRow[], entry: OutboxEntry, context: DeviceContext): CountingRow[] {
  const { reports } = entry.payload as CountingReportsPayload;
  const byDevice = {
    registeredByName: context.userName,
    registeredAt: new Date(entry.createdAt).toISOString(),
    waiting: 'save' as const,
  };
  let shown = rows;
  for (const [index, saved] of reports.entries()) {
    const counted = saved.countedVolume;
    if (saved.id !== undefined) {
      shown = shown.map((row) =>
        row.report?.id === saved.id
          ? { ...row, ...byDevice, countedVolume: counted, difference: differenceOf(counted, row.balance) }
          : row,
      );
      continue;
    }
    const key = productKey(saved);
    const balance = context.balances ? (context.balances.get(key) ?? 0) : null;
    const row = emptyRow(context.choices.get(key) ?? unnamed(saved), balance);
    shown = [
      ...shown,
      {
        ...row,
        ...byDevice,
        key: `device:${entry.id}:${index}`,
        kind: 'device',
        countedVolume: counted,
        difference: differenceOf(counted, balance),
      },
    ];
  }
  return shown;
}

/** The rows with this device's unsent saves, confirms and deletes applied, in the order they were made. */
function applyAhead(rows: CountingRow[], entries: readonly OutboxEntry[], context: DeviceContext) {
  let shown = rows;
  for (const entry of entries) {
    if (!aheadStates.has(entry.state)) continue;
    if (entry.kind === 'countingReports') {
      shown = withSave(shown, entry, context);
    } else if (entry.kind === 'countingReportConfirm') {
      const { id } = entry.payload as CountingReportActionPayload;
      shown = shown.map((row) =>
        row.report?.id === id ? { ...row, confirmed: true, waiting: 'confirm' } : row,
      );
    } else if (entry.kind === 'countingReportDelete') {
      const { id } = entry.payload as CountingReportActionPayload;
      shown = shown.filter((row) => row.report?.id !== id);
    }
  }
  return shown;
}

/** Per choice: the open count first (this device's newest first), then confirmed ones, newest first. */
function byChoiceThenAge(a: CountingRow, b: CountingRow): number {
  const byChoice = productKey(a.choice).localeCompare(productKey(b.choice));
  if (byChoice !== 0) return byChoice;
  if (a.confirmed !== b.confirmed) return a.confirmed ? 1 : -1;
  const rank = (row: CountingRow) => (row.kind === 'new' ? 0 : row.kind === 'device' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  return (b.report?.id ?? 0) - (a.report?.id ?? 0);
}

/**
 * The counting screen's rows (issue 7 items 3–5): the server's reports with the answers to this
 * device's sent changes and its unsent ones applied, and an empty row for each carried or stocked
 * product choice without an open count. A count on the device shows the difference against the
 * balance the device last read; once the server has it, the server's difference (against the balance
 * as it is then) replaces it.
 */
export function countingRows(input: CountingRowsInput): CountingRow[] {
  const stock = input.stock ?? [];
  const choices = new Map<string, NamedChoice>();
  for (const choice of [...input.carried, ...stock]) choices.set(productKey(choice), choice);
  const balances = input.stock ? new Map(stock.map((row) => [productKey(row), row.balance])) : null;
  const reports = syncedReports(input.reports, input.entries);
  const context = { choices, balances, userName: input.userName };
  const rows = applyAhead(reports.map(reportRow), input.entries, context);

  // Every choice carried, or with pallets on the books, may be counted when no count of it is open.
  const open = new Set(rows.filter((row) => !row.confirmed).map((row) => productKey(row.choice)));
  const countable = [...input.carried, ...stock.filter((row) => row.balance !== 0)];
  const added = new Set<string>();
  for (const choice of countable) {
    const key = productKey(choice);
    if (open.has(key) || added.has(key)) continue;
    added.add(key);
    rows.push(emptyRow(choices.get(key) ?? choice, balances ? (balances.get(key) ?? 0) : null));
  }
  return rows.sort(byChoiceThenAge);
}

/** A row whose count may be entered or changed now. */
export const isCountable = (row: CountingRow) =>
  !row.confirmed && row.waiting === null && row.kind !== 'device';

/** A report that may be confirmed or deleted now: the server has it, unconfirmed, and nothing of it waits. */
export const isSettleable = (row: CountingRow) =>
  row.kind === 'report' && !row.confirmed && row.waiting === null;

/** The device's changes of these counts that the server refused or that wait for the user. */
export const stoppedEntries = (entries: readonly OutboxEntry[]) =>
  entries.filter((entry) => entry.state === 'conflict' || entry.state === 'failed');
