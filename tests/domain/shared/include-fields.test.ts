import { describe, expect, it } from 'vitest';
import { includeFieldsSchema, projectFields } from '../../../src/domain/shared/include-fields.ts';

const schema = includeFieldsSchema(['id', 'name', 'status', 'statusId']);

describe('include of the list calls (spec §7)', () => {
  it('reads a comma list, repeated keys, or both, trimmed and without repeats', () => {
    expect(schema.parse('id,name')).toEqual(['id', 'name']);
    expect(schema.parse(['id', 'status, statusId'])).toEqual(['id', 'status', 'statusId']);
    expect(schema.parse(' id , id,')).toEqual(['id']);
  });

  it('means every field when absent or empty', () => {
    expect(schema.parse(undefined)).toEqual([]);
    expect(schema.parse('')).toEqual([]);
    const row = { id: 1, name: 'A', status: 'Active', statusId: 1 };
    expect(projectFields(row, [])).toBe(row);
  });

  it('refuses a field the call does not answer, naming it', () => {
    const result = schema.safeParse('id,nmae');
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      "unknown field 'nmae'; one of id, name, status, statusId",
    ]);
    // Names are the answer's keys: case counts.
    expect(schema.safeParse('ID').success).toBe(false);
  });

  it('keeps only the named fields, in the row order', () => {
    const row = { id: 1, name: 'A', status: 'Active', statusId: 1 };
    expect(projectFields(row, ['statusId', 'id'])).toEqual({ id: 1, statusId: 1 });
    expect(Object.keys(projectFields(row, ['statusId', 'id']))).toEqual(['id', 'statusId']);
  });
});
