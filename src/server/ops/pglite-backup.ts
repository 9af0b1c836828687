import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { AppConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { writeBackupFile } from './backup-file.ts';
import { backupStream } from './data-dir-tarball.ts';
import { OpsError } from './ops-error.ts';

export interface PgliteBackup {
  bytes: number;
  /** A stopped portal's folder is opened here; a running one is asked for its dump. */
  from: 'data folder' | 'running server';
}

/**
 * Backs up a PGlite data folder. Only one process may open it (data-dir-lock.ts): when a portal runs on
 * it, that portal dumps it between two transactions and sends it (backup-route.ts).
 */
export async function backupPglite(
  config: Pick<AppConfig, 'host' | 'port' | 'operator'>,
  dataDir: string,
  file: string,
): Promise<PgliteBackup> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new OpsError(`${dataDir} holds no database (DATA_DIR): there is nothing to back up.`);
  }
  let database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return { bytes: await backupFromRunningServer(config, dataDir, file), from: 'running server' };
  }
  try {
    const stream = backupStream(await database.dump!());
    const bytes = await writeBackupFile(file, (partialFile) =>
      pipeline(stream, fs.createWriteStream(partialFile)),
    );
    return { bytes, from: 'data folder' };
  } finally {
    await database.close();
  }
}

async function backupFromRunningServer(
  config: Pick<AppConfig, 'host' | 'port' | 'operator'>,
  dataDir: string,
  file: string,
): Promise<number> {
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/ops/backup`;
  const inUse = `A portal runs on ${dataDir}, and asking it for the backup at ${url}`;
  const headers = config.operator.token ? { authorization: `Bearer ${config.operator.token}` } : undefined;
  const response = await fetch(url, { headers }).catch((error: Error) => {
    const reason = error.cause instanceof Error ? error.cause.message : error.message;
    throw new OpsError(`${inUse} failed: ${reason}. Is PORT the one that portal listens on?`);
  });
  if (response.status === 403) {
    throw new OpsError(`${inUse} was refused (403): set METRICS_TOKEN to the one the portal has.`);
  }
  if (!response.ok) {
    const said = (await response.text()).slice(0, 300);
    throw new OpsError(`${inUse} failed: it answered ${response.status} ${said}`);
  }
  // A portal without the call answers with the app's index page.
  const type = response.headers.get('content-type');
  if (type !== 'application/gzip' || !response.body) {
    throw new OpsError(`${inUse} found no backup call (it answered ${type}): is that portal older?`);
  }
  const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
  return writeBackupFile(file, (partialFile) => pipeline(body, fs.createWriteStream(partialFile)));
}
