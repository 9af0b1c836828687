import fs from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { OpsError } from './ops-error.ts';

/**
 * A PGlite backup is the tarball of the data folder that `dumpDataDir` writes, gzipped. PGlite tars the
 * whole folder, which also holds what belongs to the process and not to the database: the folder's lock
 * (a restored lock would name the backed-up server's pid and keep the restored folder "in use") and the
 * resized pictures, a cache. Those entries are left out.
 */
const processEntry = /^\/?(portal\.lock(\.[^/]*)?|media-cache)(\/|$)/;

const block = 512;
const gzipMagic = [0x1f, 0x8b];
const pgDumpMagic = 'PGDMP';

function headerString(header: Uint8Array, offset: number, length: number) {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

/** The tar's entries that belong to the database, as views of it; `hasDatabase`: it holds PG_VERSION. */
export function databaseEntries(tar: Uint8Array): { chunks: Uint8Array[]; hasDatabase: boolean } {
  const chunks: Uint8Array[] = [];
  let hasDatabase = false;
  let offset = 0;
  while (offset + block <= tar.length) {
    const header = tar.subarray(offset, offset + block);
    if (header.every((byte) => byte === 0)) break;
    const prefix = headerString(header, 345, 131);
    const name = prefix ? `${prefix}/${headerString(header, 0, 100)}` : headerString(header, 0, 100);
    const size = Number.parseInt(headerString(header, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size)) throw new OpsError('The backup is not a readable tar file.');
    const end = offset + block + Math.ceil(size / block) * block;
    if (!processEntry.test(name)) chunks.push(tar.subarray(offset, end));
    if (name.replace(/^\//, '') === 'PG_VERSION') hasDatabase = true;
    offset = end;
  }
  chunks.push(new Uint8Array(2 * block));
  return { chunks, hasDatabase };
}

/** The database's entries of a fresh dump, gzipped as they stream out. */
export async function backupStream(dump: Blob): Promise<Readable> {
  const { chunks } = databaseEntries(new Uint8Array(await dump.arrayBuffer()));
  return pipeline(Readable.from(chunks), zlib.createGzip(), () => undefined);
}

/**
 * Reads a PGlite backup file back into the tar `PGlite.create({ loadDataDir })` takes, refusing any other
 * file before anything in the target is touched.
 */
export async function readPgliteBackup(file: string): Promise<Uint8Array[]> {
  const content = await fs.readFile(file);
  if (content.subarray(0, pgDumpMagic.length).toString('latin1') === pgDumpMagic) {
    throw new OpsError(
      `${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to the target database.`,
    );
  }
  const isGzipped = content[0] === gzipMagic[0] && content[1] === gzipMagic[1];
  const tar = isGzipped
    ? await promisify(zlib.gunzip)(content).catch((error: Error) => {
        throw new OpsError(`${file} is not a readable backup: ${error.message}`);
      })
    : content;
  const { chunks, hasDatabase } = databaseEntries(tar);
  if (!hasDatabase)
    throw new OpsError(`${file} is not a Pallet Portal PGlite backup (it holds no PG_VERSION).`);
  return chunks;
}
