import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per PGlite data folder (issue 14 item 5): PGlite does not notice a second process on its
 * files, and two of them both accept writes, hand out the same order numbers and lose each other's work.
 * The folder holds `portal.lock` with the owner's pid and host name while it is open. A lock whose
 * process is gone (kill -9, a crash, a power cut) is stale and taken over — only on the same host: a
 * lock from another host (a second container on a shared volume, whose pids are its own) is never
 * taken, since nothing here can tell whether its process still runs.
 */
export const lockFileName = 'portal.lock';

export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

/** Lock files this process holds: its own pid in a file it did not write is a previous life's. */
const heldHere = new Set<string>();

interface Holder {
  pid: number;
  host: string;
}

const thisHost = os.hostname();

function holderOf(file: string): Holder | null {
  try {
    const [pidLine = '', host = thisHost] = fs.readFileSync(file, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine, 10);
    return Number.isSafeInteger(pid) && pid > 0 ? { pid, host: host.trim() || thisHost } : null;
  } catch {
    return null;
  }
}

function isRunning({ pid, host }: Holder, file: string): boolean {
  if (host !== thisHost) return true;
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The file appears with the pid already in it (link is atomic), so no reader sees it empty. */
function tryCreate(file: string): boolean {
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, `${process.pid}\n${thisHost}\n`);
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Moves a stale lock aside and deletes it, unless what was moved is no longer the stale one: another
 * starting process took the folder between our look and the move, and gets its lock back.
 */
function removeStale(file: string, stale: Holder | null) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (holderOf(aside)?.pid !== stale?.pid) {
    try {
      fs.linkSync(aside, file);
    } catch (error) {
      // Taken again meanwhile: the caller's next look sees by whom.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  fs.rmSync(aside, { force: true });
}

function inUse(dataDir: string, file: string, holder: Holder | null) {
  const who = !holder
    ? ''
    : holder.host === thisHost
      ? ` (pid ${holder.pid})`
      : ` (pid ${holder.pid} on ${holder.host})`;
  return new DataDirInUseError(
    `The data folder ${dataDir} is in use by another Pallet Portal process${who}. ` +
      'Stop that process, or start this one with another DATA_DIR or with DATABASE_URL. ' +
      `If no such process is running, delete ${file}.`,
  );
}

/** Takes the folder for this process, or throws DataDirInUseError naming the process that has it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file)) {
      heldHere.add(file);
      const release = () => {
        if (!heldHere.delete(file)) return;
        const holder = holderOf(file);
        if (holder?.pid === process.pid && holder.host === thisHost) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    }
    const holder = holderOf(file);
    if (holder !== null && isRunning(holder, file)) throw inUse(dataDir, file, holder);
    removeStale(file, holder);
  }
  throw inUse(dataDir, file, holderOf(file));
}
