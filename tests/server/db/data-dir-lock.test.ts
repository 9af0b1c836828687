import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockFileName } from '../../../src/server/db/data-dir-lock.ts';

/** The pid of a process that has come and gone. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

/** One PGlite folder, one process (issue 14 item 5): the lock itself. main-process.test.ts runs real servers. */
describe.skipIf(process.env.TEST_DB === 'postgres')('the data folder lock (issue 14 item 5)', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    lockFile = path.join(dataDir, lockFileName);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes its pid into the folder, refuses a second holder, and is free again once released', () => {
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('names the folder and the process that has it', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    try {
      fs.writeFileSync(lockFile, `${sleeper.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(
        `The data folder ${dataDir} is in use by another Pallet Portal process (pid ${sleeper.pid})`,
      );
      expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(sleeper.pid));
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone (kill -9, a crash)', async () => {
    fs.writeFileSync(lockFile, `${await deadPid()}\n`);
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('never takes a lock written on another host (a second container on a shared volume)', async () => {
    fs.writeFileSync(lockFile, `${await deadPid()}\nother-container\n`);
    expect(() => lockDataDir(dataDir)).toThrow(
      /in use by another Pallet Portal process \(pid \d+ on other-container\)/,
    );
    fs.writeFileSync(lockFile, `${process.pid}\nother-container\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
  });

  it("takes over a lock with this process's pid that it did not take (a container's pid 1 restarted)", () => {
    fs.writeFileSync(lockFile, `${process.pid}\n`);
    lockDataDir(dataDir).release();
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockFile, 'garbage');
    lockDataDir(dataDir).release();
  });
});
