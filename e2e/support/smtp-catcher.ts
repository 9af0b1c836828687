import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2ePort, e2ePortOf } from './chromium.ts';
import { e2eWorkers } from './workers.ts';

/** A catcher listens next to its app server's port, so each worker's server (and a second run) has its own. */
export const smtpPortOf = (appPort: number) => appPort + 1;
/** This process's catcher: the one its worker's server sends to. */
export const smtpPort = smtpPortOf(e2ePort);
const mailDirOf = (port: number) => path.resolve('test-results/mail', String(port));
/** Where this worker's catcher keeps each message it receives, one `.eml` file each (read by mail-catcher.ts). */
export const mailDir = mailDirOf(smtpPort);

/**
 * A real SMTP server which one app server sends to through SMTP_URL. Plain SMTP on the
 * loopback, no login: nodemailer would otherwise try STARTTLS against a self-signed certificate.
 */
async function startSmtpCatcher(port: number) {
  const dir = mailDirOf(port);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        received += 1;
        const name = `${Date.now()}-${String(received).padStart(4, '0')}.eml`;
        // Written under a temporary name and renamed, so a reader never sees half a message.
        const file = path.join(dir, name);
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Playwright's global setup: one catcher per worker's server for the whole run. Returns the teardown. */
export default async function startSmtpCatchers() {
  const stops = await Promise.all(
    Array.from({ length: e2eWorkers }, (_, index) => startSmtpCatcher(smtpPortOf(e2ePortOf(index)))),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
