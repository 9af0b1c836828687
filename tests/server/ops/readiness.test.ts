import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('GET /readyz: ready when the process takes work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when built and the database answers, 503 once told to stop; /healthz stays liveness', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    t.app.lifecycle.draining = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});

/** The server as `npm start` runs it, on an empty in-memory database, on a port the system chooses. */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      SEED: 'never',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '1500',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const running = /is running at (http:\/\/[^/\s]+)\//.exec(output);
      if (running) resolve(running[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it ran:\n${output}`)));
  });
  return { child, base };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('SIGTERM: not ready at once, then a clean exit', () => {
  it('turns /readyz 503 while still answering, then exits 0 within 10 s', async () => {
    const { child, base } = await startServer();
    const exited = once(child, 'exit');
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      child.kill('SIGTERM');
      // Polled, not timed: the first answer after the signal is already "draining".
      let answer: Response | null = null;
      for (let attempt = 0; attempt < 50 && answer === null; attempt += 1) {
        answer = await fetch(`${base}/readyz`).catch(() => null);
      }
      expect(answer?.status).toBe(503);
      expect(await answer?.json()).toEqual({ status: 'draining' });
      // Other requests are still answered while the proxy learns to send no more.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      // main.ts exits 1 if closing took over 10 s: 0 is a close within them.
      const [code] = await exited;
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
