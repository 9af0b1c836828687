import { describe, expect, it, vi } from 'vitest';
import { checkInChunks } from '../../../src/app/features/import/check-in-chunks.ts';
import type { ImportRow } from '../../../src/domain/admin/import/import-rows.ts';

const rows: ImportRow[] = Array.from({ length: 2_500 }, (_, index) => ({ name: `Row ${index}` }));

describe('checking the rows in chunks (issue 17 item 8)', () => {
  it('sends chunks of 1,000 one after another with their first row, and reports the progress', async () => {
    const checkChunk = vi.fn(async (chunk: ImportRow[], firstRow: number) => ({
      errors: [{ row: firstRow, field: 'name', message: `${chunk.length}` }],
    }));
    const progress: [number, number[]][] = [];
    await checkInChunks(rows, checkChunk, (done, errors) =>
      progress.push([done, errors.map((error) => error.row)]),
    );
    expect(checkChunk.mock.calls.map(([chunk, firstRow]) => [chunk.length, firstRow])).toEqual([
      [1_000, 0],
      [1_000, 1_000],
      [500, 2_000],
    ]);
    expect(checkChunk.mock.calls[1]?.[0][0]).toEqual({ name: 'Row 1000' });
    expect(progress).toEqual([
      [1_000, [0]],
      [2_000, [1_000]],
      [2_500, [2_000]],
    ]);
  });

  it('stops after the chunk under way when the check is cancelled', async () => {
    const controller = new AbortController();
    const checkChunk = vi.fn(async () => {
      controller.abort();
      return { errors: [] };
    });
    const onChunk = vi.fn();
    await checkInChunks(rows, checkChunk, onChunk, controller.signal);
    expect(checkChunk).toHaveBeenCalledTimes(1);
    expect(onChunk).not.toHaveBeenCalled();
  });

  it('lets a failed chunk fail the check', async () => {
    const checkChunk = vi.fn().mockRejectedValueOnce(new Error('offline'));
    await expect(checkInChunks(rows, checkChunk, vi.fn())).rejects.toThrow('offline');
  });
});
