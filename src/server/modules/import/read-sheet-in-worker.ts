import { Piscina } from 'piscina';
import type { SheetJob, SheetReading } from './sheet-reader.ts';

/** Two files at a time on a 2-core machine; more wait their turn rather than share the cores. */
const maxThreads = 2;
/** The reader builds a workbook of at most 400,000 cells well within this; a bomb gets no further. */
const maxHeapMb = 512;
/** A file still unread after this is refused, and its thread ended. */
const timeLimitMs = 30_000;

let pool: Piscina | null = null;

function sheetPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./sheet-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  return pool;
}

/**
 * Reads an import file on a worker thread, so parsing a large workbook or CSV never holds the event
 * loop that answers everyone else. A thread that runs out of memory or time refuses the file as too
 * large.
 */
export async function readSheetInWorker(job: SheetJob): Promise<SheetReading> {
  try {
    return (await sheetPool().run(job, { signal: AbortSignal.timeout(timeLimitMs) })) as SheetReading;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const name = (error as { name?: string }).name;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY' || name === 'AbortError' || name === 'TimeoutError')
      return { refusal: 'tooLarge' };
    throw error;
  }
}

/** Ends the reader threads (at shutdown). */
export async function closeSheetReaders() {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
