// The import's file reader on a worker thread (read-sheet-in-worker.ts): the server runs TypeScript
// through tsx, whose loader a worker thread does not inherit, so this plain module loads the reader.
import { tsImport } from 'tsx/esm/api';

const { readSheet } = await tsImport('./sheet-reader.ts', import.meta.url);

/** A job's bytes arrive as a Uint8Array (structured clone drops Buffer); the reader wants a Buffer. */
export default function read(job) {
  const { buffer, byteOffset, byteLength } = job.content;
  return readSheet({ ...job, content: Buffer.from(buffer, byteOffset, byteLength) });
}
