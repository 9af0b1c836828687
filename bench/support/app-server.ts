import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The server as playwright.config.ts's webServer starts it (in-memory PGlite, demo seed) serving the
 * built app from dist/ (or STATIC_DIR), which it does not build: run `npx vite build` first. No job queue, so nothing
 * scheduled changes what is measured.
 */
export async function startAppServer() {
  const staticDir = process.env.STATIC_DIR ?? 'dist';
  if (!existsSync(path.join(root, staticDir, 'index.html'))) {
    throw new Error(`${staticDir}/ is missing: run \`npx vite build\` first`);
  }
  const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      SEED: 'auto',
      JOBS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /healthz within 120 s');
    }
    await sleep(250);
  }
}
