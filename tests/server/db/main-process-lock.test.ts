import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningUrl, spawnServer, type ServerProcess } from '../../helpers/server-process.ts';
import { seededPgliteFolder } from '../../helpers/test-database.ts';

/**
 * Issue 14 item 5 with real processes: a second server on the same PGlite folder says the folder is in
 * use and exits non-zero, without touching the data; after a kill -9 of the first, the next one starts.
 */
// The name the README tells an operator to delete by hand.
const lockFileName = 'portal.lock';

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'two servers on one PGlite folder (issue 14 item 5)',
  () => {
    let dataDir: string;
    let first: ServerProcess;
    beforeAll(async () => {
      dataDir = await seededPgliteFolder();
      first = spawnServer({ DATA_DIR: dataDir });
      await runningUrl(first);
    }, 90_000);
    afterAll(async () => {
      first.child.kill('SIGKILL');
      await first.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses the second with a message naming the folder and the first process, and exit code 1', async () => {
      const second = spawnServer({ DATA_DIR: dataDir });
      const hasStarted = await runningUrl(second, 30_000).then(
        () => true,
        () => false,
      );
      if (hasStarted) second.child.kill('SIGKILL');
      expect(hasStarted, 'the second server started on the folder').toBe(false);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `The data folder ${dataDir} is in use by another Pallet Portal process (pid ${first.child.pid})`,
      );
      expect(second.output()).not.toContain('is running at');
    }, 60_000);

    it('starts on the folder once the first was killed with SIGKILL, taking over its stale lock', async () => {
      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.readFileSync(path.join(dataDir, lockFileName), 'utf8').split('\n')[0]).toBe(
        String(first.child.pid),
      );
      const next = spawnServer({ DATA_DIR: dataDir });
      try {
        const url = await runningUrl(next);
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
      } finally {
        next.child.kill('SIGTERM');
        expect(await next.exited).toBe(0);
      }
      expect(fs.existsSync(path.join(dataDir, lockFileName))).toBe(false);
    }, 90_000);
  },
);
