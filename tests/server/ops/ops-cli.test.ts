import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runningUrl, spawnServer } from '../../helpers/server-process.ts';
import { seededPgliteFolder } from '../../helpers/test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** `npm run backup|restore -- …` without npm: the command scripts/ops.mjs runs. */
async function runOps(args: string[], env: NodeJS.ProcessEnv = {}) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/ops/ops-cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup and npm run restore', () => {
  let work: string;
  let source: string;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ops-cli-'));
    source = await seededPgliteFolder();
  }, 60_000);
  afterAll(() => {
    for (const folder of [work, source]) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('shows the usage and exits 2 on bad arguments', async () => {
    for (const args of [[], ['backup'], ['backup', 'a', 'b'], ['backup', 'a', '--force'], ['copy', 'a']]) {
      const { code, stderr } = await runOps(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('npm run restore -- FILE [--force]');
    }
  }, 60_000);

  it('backs up a stopped folder and restores it, each with a line of its size and time', async () => {
    const file = path.join(work, 'demo.tar.gz');
    const backup = await runOps(['backup', file], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up PGlite .* \(data folder\) to .*demo\.tar\.gz: \d+\.\d MB in \d+\.\d s\.$/m,
    );

    const target = path.join(work, 'restored');
    const restore = await runOps(['restore', file], { DATA_DIR: target });
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(
      /^Restored .*demo\.tar\.gz \(\d+\.\d MB\) into PGlite .*restored in \d+\.\d s\.$/m,
    );

    const again = await runOps(['restore', file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Restore refused');
  }, 90_000);

  it('asks the portal that runs on the folder for the backup, with the token it is given', async () => {
    const port = String(await freePort());
    const token = 'cli-test-operator-token-42';
    // Only the token lets a caller in, not the loopback address.
    const server = spawnServer({
      DATA_DIR: source,
      PORT: port,
      METRICS_TOKEN: token,
      METRICS_ALLOW: '192.0.2.1',
    });
    const file = path.join(work, 'running.tar.gz');
    try {
      await runningUrl(server);
      const refused = await runOps(['backup', file], { DATA_DIR: source, PORT: port });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('was refused (403)');
      const taken = await runOps(['backup', file], { DATA_DIR: source, PORT: port, METRICS_TOKEN: token });
      expect(taken.stderr).toBe('');
      expect(taken.stdout).toContain('(running server)');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const restore = await runOps(['restore', file], { DATA_DIR: path.join(work, 'from-server') });
    expect(restore.code).toBe(0);
  }, 120_000);

  it('names what to install when pg_dump is missing, and never prints the password', async () => {
    const { code, stderr } = await runOps(['backup', path.join(work, 'pg.dump')], {
      DATABASE_URL: 'postgres://portal:s3cret-word@127.0.0.1:5432/portal',
      PATH: path.join(work, 'no-tools-here'),
    });
    expect(code).toBe(1);
    expect(stderr).toContain('pg_dump was not found on PATH');
    expect(stderr).toContain('postgresql-client');
    expect(stderr).not.toContain('s3cret-word');
  }, 30_000);
});
