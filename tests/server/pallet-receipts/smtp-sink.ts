import net, { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** SMTP_URL for this server, with the login it accepts. */
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

const login = { user: 'portal', pass: 'pallet-secret' };

/**
 * A real SMTP server on 127.0.0.1 and a free port that keeps what it receives, parsed. It asks for
 * the login of its URL; `refuseRecipients` answers every RCPT TO with 550.
 */
export async function startSmtpSink(options: { refuseRecipients?: boolean } = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on the loopback: offered STARTTLS, nodemailer would meet a self-signed certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${login.user}:${login.pass}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** SMTP_URL of a port nothing listens on: every connection is refused. */
export async function unreachableSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** Asks `probe` every 100 ms until it answers true, for at most `timeoutMs`. */
export async function eventually(probe: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
