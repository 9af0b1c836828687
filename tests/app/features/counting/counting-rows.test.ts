import { describe, expect, it } from 'vitest';
import {
  countingRows,
  isCountable,
  isSettleable,
  stoppedEntries,
  type CountingRow,
  type CountingRowsInput,
} from '../../../../src/app/features/counting/counting-rows.ts';
import { actionEntry, makeCarried, makeReport, makeStock, saveEntry } from './make-counting.ts';

const carried = [makeCarried('EUR'), makeCarried('HALF')];
const stock = [makeStock('EUR', 25), makeStock('HALF', 8)];

const rowsOf = (input: Partial<CountingRowsInput>) =>
  countingRows({ reports: [], carried, stock, entries: [], userName: 'Per Olav Rønning', ...input });

/** What a test reads of a row: its kind, choice, count, balance, difference and state. */
const shown = (row: CountingRow) => ({
  kind: row.kind,
  product: row.choice.productId,
  counted: row.countedVolume,
  balance: row.balance,
  difference: row.difference,
  confirmed: row.confirmed,
  waiting: row.waiting,
});

describe('the counting screen: a row per product choice and per report (issue 7 item 3; spec §3 audit report)', () => {
  it('shows every carried choice without an open count as an empty row, at the balance last read', () => {
    const rows = rowsOf({});
    expect(rows.map(shown)).toEqual([
      {
        kind: 'new',
        product: 'EUR',
        counted: null,
        balance: 25,
        difference: null,
        confirmed: false,
        waiting: null,
      },
      {
        kind: 'new',
        product: 'HALF',
        counted: null,
        balance: 8,
        difference: null,
        confirmed: false,
        waiting: null,
      },
    ]);
    expect(rows.every(isCountable)).toBe(true);
    expect(rows.some(isSettleable)).toBe(false);
  });

  it('puts the open report of a choice first and its confirmed ones after it, newest first', () => {
    const open = makeReport({ id: 5 });
    const older = makeReport({ id: 2, confirmed: true, countedVolume: 20, balance: 22 });
    const newer = makeReport({ id: 4, confirmed: true, countedVolume: 24, balance: 24 });
    const rows = rowsOf({ reports: [older, open, newer] });
    expect(rows.map((row) => [row.choice.productId, row.report?.id ?? row.kind])).toEqual([
      ['EUR', 5],
      ['EUR', 4],
      ['EUR', 2],
      ['HALF', 'new'],
    ]);
    expect(rows[0]).toMatchObject({ countedVolume: 30, inboundVolume: 4, outboundVolume: 2, difference: 5 });
    expect(isSettleable(rows[0]!)).toBe(true);
    expect(isCountable(rows[1]!) || isSettleable(rows[1]!)).toBe(false);
  });

  it('offers a new count of a choice whose last count is confirmed', () => {
    const rows = rowsOf({ reports: [makeReport({ confirmed: true })] });
    expect(rows.filter((row) => row.choice.productId === 'EUR').map((row) => row.kind)).toEqual([
      'new',
      'report',
    ]);
  });

  it('lets a choice with pallets on the books be counted even if the location no longer carries it', () => {
    const rows = rowsOf({ stock: [...stock, makeStock('IND', -3)] });
    expect(rows.map((row) => row.choice.productId)).toEqual(['EUR', 'HALF', 'IND']);
    expect(rows[2]).toMatchObject({ kind: 'new', balance: -3, choice: { productName: 'Industrial pallet' } });
  });
});

describe("this device's unsent counting work on top of the server's (issue 7 item 4)", () => {
  it('shows a new count saved on the device, waiting, with its difference against the balance last read', () => {
    const entry = saveEntry([['EUR', 31]]);
    const rows = rowsOf({ entries: [entry] });
    expect(rows.map(shown)).toEqual([
      {
        kind: 'device',
        product: 'EUR',
        counted: 31,
        balance: 25,
        difference: 6,
        confirmed: false,
        waiting: 'save',
      },
      {
        kind: 'new',
        product: 'HALF',
        counted: null,
        balance: 8,
        difference: null,
        confirmed: false,
        waiting: null,
      },
    ]);
    expect(rows[0]).toMatchObject({
      registeredByName: 'Per Olav Rønning',
      registeredAt: new Date(entry.createdAt).toISOString(),
    });
    // No second count of the same choice until the server has the first: it cannot be confirmed yet.
    expect(isCountable(rows[0]!) || isSettleable(rows[0]!)).toBe(false);
  });

  it('knows no difference of a device count when the device never read the balance', () => {
    const rows = rowsOf({ stock: undefined, entries: [saveEntry([['EUR', 31]])] });
    expect(rows[0]).toMatchObject({ kind: 'device', countedVolume: 31, balance: null, difference: null });
  });

  it('shows a recount saved on the device on its report, and nothing more may be done to it until sent', () => {
    const report = makeReport({ id: 5 });
    const rows = rowsOf({ reports: [report], entries: [saveEntry([[report, 27]])] });
    expect(shown(rows[0]!)).toEqual({
      kind: 'report',
      product: 'EUR',
      counted: 27,
      balance: 25,
      difference: 2,
      confirmed: false,
      waiting: 'save',
    });
    expect(isCountable(rows[0]!) || isSettleable(rows[0]!)).toBe(false);
  });

  it('shows a confirm as confirmed and waiting, and a new count of the choice may start', () => {
    const report = makeReport({ id: 5 });
    const rows = rowsOf({ reports: [report], entries: [actionEntry('countingReportConfirm', report)] });
    expect(rows.filter((row) => row.choice.productId === 'EUR').map(shown)).toEqual([
      {
        kind: 'new',
        product: 'EUR',
        counted: null,
        balance: 25,
        difference: null,
        confirmed: false,
        waiting: null,
      },
      {
        kind: 'report',
        product: 'EUR',
        counted: 30,
        balance: 25,
        difference: 5,
        confirmed: true,
        waiting: 'confirm',
      },
    ]);
  });

  it('hides a report deleted on the device', () => {
    const report = makeReport({ id: 5 });
    const rows = rowsOf({ reports: [report], entries: [actionEntry('countingReportDelete', report)] });
    expect(rows.map((row) => row.kind)).toEqual(['new', 'new']);
  });

  it('applies neither refused changes nor conflicts, and counts them for the user', () => {
    const report = makeReport({ id: 5 });
    const error = {
      status: 409,
      message: 'Error saving one or more counting reports',
      type: 'VersionConflict',
    };
    const entries = [
      saveEntry([[report, 27]], { state: 'conflict', error }),
      actionEntry('countingReportDelete', report, { state: 'failed', error: { ...error, status: 403 } }),
      saveEntry([['HALF', 9]], { state: 'retrying' }),
    ];
    const rows = rowsOf({ reports: [report], entries });
    expect(
      rows.map(shown).map(({ kind, product, counted, waiting }) => [kind, product, counted, waiting]),
    ).toEqual([
      ['report', 'EUR', 30, null],
      ['device', 'HALF', 9, 'save'],
    ]);
    expect(stoppedEntries(entries)).toHaveLength(2);
  });
});

describe('a count synced after the balance changed on the server (issue 7 item 5)', () => {
  it("shows the server's answer — the difference against the balance the server had — before the list is read again", () => {
    const entry = saveEntry([['EUR', 31]]);
    // Meanwhile 40 pallets were received: the server counted 31 against 65, not against the 25 the device read.
    const answered = makeReport({
      id: 9,
      countedVolume: 31,
      balance: 65,
      inboundVolume: 40,
      registeredByName: 'Per Olav Rønning',
    });
    const done = { ...entry, state: 'done' as const, response: [answered] };
    const rows = rowsOf({ stock: [makeStock('EUR', 25), makeStock('HALF', 8)], entries: [done] });
    expect(shown(rows[0]!)).toEqual({
      kind: 'report',
      product: 'EUR',
      counted: 31,
      balance: 65,
      difference: -34,
      confirmed: false,
      waiting: null,
    });
    expect(rows.filter((row) => row.choice.productId === 'EUR')).toHaveLength(1);
    expect(isSettleable(rows[0]!)).toBe(true);
  });

  it('takes the list once it has the report, at the same or a newer version', () => {
    const answered = makeReport({ id: 9, countedVolume: 31, balance: 65 });
    const reread = makeReport({ id: 9, countedVolume: 31, balance: 70, version: 1 });
    const done = { ...saveEntry([['EUR', 31]]), state: 'done' as const, response: [answered] };
    const rows = rowsOf({ reports: [reread], entries: [done] });
    expect(rows.filter((row) => row.report?.id === 9).map(shown)).toEqual([
      {
        kind: 'report',
        product: 'EUR',
        counted: 31,
        balance: 70,
        difference: -39,
        confirmed: false,
        waiting: null,
      },
    ]);
  });

  it('shows a confirm the server answered as confirmed, and drops a report it deleted', () => {
    const report = makeReport({ id: 5 });
    const other = makeReport({ id: 6, productId: 'HALF', balance: 8, countedVolume: 8 });
    const confirmed = { ...report, confirmed: true, balance: 28, difference: 2, version: 2 };
    const entries = [
      { ...actionEntry('countingReportConfirm', report), state: 'done' as const, response: confirmed },
      { ...actionEntry('countingReportDelete', other), state: 'done' as const, response: { message: 'ok' } },
    ];
    const rows = rowsOf({ reports: [report, other], entries });
    expect(rows.map(shown)).toEqual([
      {
        kind: 'new',
        product: 'EUR',
        counted: null,
        balance: 25,
        difference: null,
        confirmed: false,
        waiting: null,
      },
      {
        kind: 'report',
        product: 'EUR',
        counted: 30,
        balance: 28,
        difference: 2,
        confirmed: true,
        waiting: null,
      },
      {
        kind: 'new',
        product: 'HALF',
        counted: null,
        balance: 8,
        difference: null,
        confirmed: false,
        waiting: null,
      },
    ]);
  });
});
