import { describe, expect, it } from 'vitest';
import { containerHistory } from '../../../src/domain/containers/container-history.ts';
import { containerStatusInputSchema } from '../../../src/domain/containers/container-mark.ts';
import {
  containerListQuerySchema,
  containerNumberQuerySchema,
} from '../../../src/domain/containers/container-query.ts';
import { nextContainerStatus } from '../../../src/domain/containers/container-status.ts';

describe('container status (spec §3 Container: OK or NeedsRepair)', () => {
  it('leads Mark for repair from OK and Mark as repaired from NeedsRepair', () => {
    expect(nextContainerStatus('OK')).toBe('NeedsRepair');
    expect(nextContainerStatus('NeedsRepair')).toBe('OK');
  });

  it('needs a reason for a mark, and a known status and version (issue 20 item 2)', () => {
    const valid = { id: 3, status: 'NeedsRepair', reason: ' Bøyd stolpe ', version: 2 };
    expect(containerStatusInputSchema.parse(valid).reason).toBe('Bøyd stolpe');
    const fieldOf = (input: unknown) =>
      containerStatusInputSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(fieldOf({ ...valid, reason: '   ' })).toEqual(['reason']);
    expect(fieldOf({ ...valid, status: 'Broken' })).toEqual(['status']);
    expect(fieldOf({ ...valid, version: undefined })).toEqual(['version']);
    expect(fieldOf({ ...valid, id: '3' })).toEqual(['id']);
  });
});

describe('container register queries', () => {
  it('reads empty filters as none and refuses a bad status or page', () => {
    expect(containerListQuerySchema.parse({ status: '', term: ' npc ', page: '2' })).toEqual({
      status: undefined,
      typeId: undefined,
      locationId: undefined,
      term: 'npc',
      page: 2,
    });
    expect(containerListQuerySchema.safeParse({ status: 'Broken' }).success).toBe(false);
    expect(containerListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('reads a scanned number in capitals without surrounding space', () => {
    expect(containerNumberQuerySchema.parse({ number: ' npc-10001\n' }).number).toBe('NPC-10001');
    expect(containerNumberQuerySchema.safeParse({ number: '' }).success).toBe(false);
  });
});

describe('container history (issue 20 item 2)', () => {
  const transaction = (id: number, createdAt: string) => ({
    id,
    typeId: 'DELIVERED',
    typeName: 'Delivered',
    location: null,
    createdAt,
    endedAt: null,
    createdBy: null,
  });
  const mark = (id: number, markedAt: string) => ({
    id,
    status: 'NeedsRepair' as const,
    reason: 'Bent',
    markedBy: { id: 1, name: 'Sigrid Aas' },
    markedAt,
  });

  it('lists transactions and marks together, newest first', () => {
    const history = containerHistory({
      transactions: [transaction(2, '2026-11-20T09:00:00Z'), transaction(1, '2026-10-01T09:00:00Z')],
      marks: [mark(5, '2026-11-25T13:00:00Z'), mark(4, '2026-10-15T13:00:00Z')],
    });
    expect(history.map((entry) => `${entry.kind}:${entry.at.slice(0, 10)}`)).toEqual([
      'mark:2026-11-25',
      'transaction:2026-11-20',
      'mark:2026-10-15',
      'transaction:2026-10-01',
    ]);
  });
});
