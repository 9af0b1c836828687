import type { AddressInfo } from 'node:net';
import { appVersion } from '../domain/shared/app-version.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { demoLogins } from './db/seed/demo-accounts.ts';

/** The process: read the config, build the app, listen, print the demo logins, close gracefully. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  // PORT=0 lets the system choose one; the logins below name the one it chose.
  const { port } = app.server.address() as AddressInfo;

  const database =
    config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir ?? 'memory'}` : 'PostgreSQL';
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    [
      '',
      `Pallet Portal ${appVersion} is running at http://${shownHost}:${port}/ (${database})`,
      `API reference: http://${shownHost}:${port}/api/docs`,
      '',
      'Demo logins (password demo-pallet):',
      ...demoLogins.map((login) => `  ${login.market.padEnd(4)}${login.loginName.padEnd(14)}${login.who}`),
      '',
    ].join('\n'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Not ready at once, so the proxy sends no more; requests still come and are answered meanwhile,
    // then close() waits for those in flight.
    app.lifecycle.draining = true;
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A folder in use is the operator's to resolve: the message says how, a stack trace would not.
  if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error('Pallet Portal failed to start:', error);
  process.exit(1);
});
