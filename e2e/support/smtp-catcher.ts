import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2ePort } from './chromium.ts';

/** The catcher listens next to the app's port, so a second run on another E2E_PORT has its own. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 1);
/** Where the catcher keeps each message it receives, one `.eml` file each (read by mail-catcher.ts). */
export const mailDir = path.resolve('test-results/mail', String(smtpPort));

/**
 * Playwright's global setup: a real SMTP server for the whole run (issue 16 item 8), which the app's
 * server sends to through SMTP_URL. Plain SMTP on the loopback, no login: nodemailer would otherwise
 * try STARTTLS against a self-signed certificate. Returns the teardown.
 */
export default async function startSmtpCatcher() {
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
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
        const file = path.join(mailDir, name);
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
