import { importCheckChunkRows } from '../../../domain/admin/import/import-kinds.ts';
import type { ImportRow, ImportRowError } from '../../../domain/admin/import/import-rows.ts';

/** Checks one chunk; the server adds `firstRow` to its errors' rows, so they index all rows. */
export type CheckChunk = (rows: ImportRow[], firstRow: number) => Promise<{ errors: ImportRowError[] }>;

/**
 * Sends the rows to importCheck a chunk at a time, one after another (the server holds no state
 * between them), and reports after each chunk how many rows are done and their errors. Stops early
 * when the signal aborts.
 */
export async function checkInChunks(
  rows: readonly ImportRow[],
  checkChunk: CheckChunk,
  onChunk: (done: number, errors: ImportRowError[]) => void,
  signal?: AbortSignal,
  chunkRows = importCheckChunkRows,
) {
  for (let offset = 0; offset < rows.length; offset += chunkRows) {
    if (signal?.aborted) return;
    const chunk = rows.slice(offset, offset + chunkRows);
    const { errors } = await checkChunk(chunk, offset);
    if (signal?.aborted) return;
    onChunk(offset + chunk.length, errors);
  }
}
