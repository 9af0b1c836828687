import { describe, expect, it } from 'vitest';
import { defaultImportContext } from '../../../src/domain/admin/import/import-context.ts';
import type { ImportReadAnswer } from '../../../src/domain/admin/import/import-schemas.ts';
import {
  canApprove,
  errorsByRow,
  fileRowNumber,
  importReducer,
  initialImportState,
  validRowIndices,
  type ImportAction,
  type ImportState,
} from '../../../src/app/features/import/import-state.ts';
import { glnWithCheckDigit } from '../../../src/domain/shared/gln.ts';

const goodGln = glnWithCheckDigit('708000199901');
const otherGln = glnWithCheckDigit('708000199902');
const badGln = `${goodGln.slice(0, 12)}${(Number(goodGln.at(-1)) + 1) % 10}`;

/** A users file: Name, Login, E-mail, Location; the third row repeats the first's login name. */
const usersFile: ImportReadAnswer = {
  fileName: 'users.xlsx',
  columns: [
    { index: 0, header: 'Name' },
    { index: 1, header: 'Login' },
    { index: 2, header: 'E-mail' },
    { index: 3, header: 'Location' },
  ],
  rows: [
    ['Kari Nordmann', 'kari', 'kari@example.com', goodGln],
    ['Ola Nordmann', 'ola', 'ola@example.com', goodGln],
    ['Kari Two', 'KARI', 'kari2@example.com', goodGln],
  ],
  suggestedMapping: { name: 0, loginName: 1, email: 2, locationNumber: 3 },
};

/** A locations file whose second row has a bad GLN. */
const locationsFile: ImportReadAnswer = {
  fileName: 'locations.xlsx',
  columns: [
    { index: 0, header: 'Navn' },
    { index: 1, header: 'GLN' },
  ],
  rows: [
    ['Lager Nord', goodGln],
    ['Lager Sør', badGln],
    ['Lager Vest', otherGln],
  ],
  suggestedMapping: { name: 0, number: 1 },
};

function run(state: ImportState, ...actions: ImportAction[]) {
  return actions.reduce(importReducer, state);
}

const readLocations = () =>
  run(initialImportState('locations', defaultImportContext), { type: 'read', answer: locationsFile });

describe('the import dialog state (issue 17 item 8)', () => {
  it('maps the read rows by the suggested mapping and runs the form rules at once', () => {
    const state = readLocations();
    expect(state.rows.map((row) => [row.name, row.number])).toEqual(locationsFile.rows);
    expect([...errorsByRow(state).keys()]).toEqual([1]);
    expect(errorsByRow(state).get(1)?.[0]?.field).toBe('number');
    expect(validRowIndices(state)).toEqual([0, 2]);
  });

  it('finds a login name the file repeats, in any case, on the later row', () => {
    const state = run(initialImportState('users', defaultImportContext), { type: 'read', answer: usersFile });
    const errors = errorsByRow(state);
    expect([...errors.keys()]).toEqual([2]);
    expect(errors.get(2)?.[0]?.field).toBe('loginName');
  });

  it('a mapping change maps the rows again, checks them again and asks for a new server check', () => {
    let state = readLocations();
    state = run(
      state,
      { type: 'checkStarted', generation: state.generation },
      { type: 'checkFinished', generation: state.generation },
    );
    expect(state.check.phase).toBe('checked');

    state = run(state, { type: 'mapped', field: 'number', column: null });
    expect(state.rows.every((row) => row.number === '')).toBe(true);
    expect(errorsByRow(state).size).toBe(3);
    expect(state.check.phase).toBe('unchecked');
    expect(canApprove(state)).toBe(false);

    state = run(state, { type: 'mapped', field: 'number', column: 1 });
    expect(state.rows[2]?.number).toBe(otherGln);
    expect([...errorsByRow(state).keys()]).toEqual([1]);
  });

  it('Approve waits until the rows are checked, and needs one row without errors', () => {
    let state = readLocations();
    expect(canApprove(state)).toBe(false);
    const { generation } = state;
    state = run(state, { type: 'checkStarted', generation });
    expect(canApprove(state)).toBe(false);
    state = run(state, { type: 'checkFinished', generation });
    expect(canApprove(state)).toBe(true);

    const allBad = run(initialImportState('locations', defaultImportContext), {
      type: 'read',
      answer: { ...locationsFile, rows: [['', badGln]] },
    });
    const checked = run(
      allBad,
      { type: 'checkStarted', generation: allBad.generation },
      { type: 'checkFinished', generation: allBad.generation },
    );
    expect(canApprove(checked)).toBe(false);
  });

  it('the chunked check counts its progress and adds the server errors to the rows', () => {
    let state = readLocations();
    const { generation } = state;
    state = run(state, { type: 'checkStarted', generation });
    expect(state.check).toEqual({ phase: 'checking', done: 0, total: 3 });
    state = run(state, {
      type: 'checkChunk',
      generation,
      done: 2,
      errors: [{ row: 0, field: 'number', message: 'Location number already exists' }],
    });
    expect(state.check).toEqual({ phase: 'checking', done: 2, total: 3 });
    // The server repeats the form rules' error of row 1: it is shown once.
    state = run(state, {
      type: 'checkChunk',
      generation,
      done: 3,
      errors: errorsByRow(readLocations()).get(1)!.slice(),
    });
    state = run(state, { type: 'checkFinished', generation });
    expect(state.check.phase).toBe('checked');
    expect(errorsByRow(state).get(1)).toHaveLength(1);
    expect(validRowIndices(state)).toEqual([2]);
  });

  it('ignores the answers of a check of rows that were mapped again meanwhile', () => {
    let state = readLocations();
    const old = state.generation;
    state = run(
      state,
      { type: 'checkStarted', generation: old },
      { type: 'mapped', field: 'name', column: 0 },
    );
    state = run(
      state,
      { type: 'checkChunk', generation: old, done: 3, errors: [{ row: 0, field: null, message: 'x' }] },
      { type: 'checkFinished', generation: old },
    );
    expect(state.check.phase).toBe('unchecked');
    expect(state.serverErrors).toEqual([]);
  });

  it('a failed check leaves the rows unchecked', () => {
    const state = readLocations();
    const failed = run(
      state,
      { type: 'checkStarted', generation: state.generation },
      { type: 'checkFailed', generation: state.generation },
    );
    expect(failed.check.phase).toBe('unchecked');
  });

  it('shows the errors of a refused approve on their rows, and Clear drops the rows but keeps the options', () => {
    let state = run(readLocations(), {
      type: 'approveRefused',
      errors: [{ row: 2, field: 'number', message: 'Location number already exists' }],
    });
    expect(validRowIndices(state)).toEqual([0]);
    state = run(state, {
      type: 'optionsChanged',
      options: { hasHeader: false, startRow: 3, values: 'formatted' },
    });
    state = run(state, { type: 'cleared' });
    expect(state.read).toBeNull();
    expect(state.rows).toEqual([]);
    expect(state.options).toEqual({ hasHeader: false, startRow: 3, values: 'formatted' });
  });

  it('numbers the rows as the file does: after the start row and the header row', () => {
    expect(fileRowNumber({ hasHeader: true, startRow: 1, values: 'original' }, 0)).toBe(2);
    expect(fileRowNumber({ hasHeader: false, startRow: 1, values: 'original' }, 0)).toBe(1);
    expect(fileRowNumber({ hasHeader: true, startRow: 4, values: 'original' }, 9)).toBe(14);
  });
});
