import { createTransport, type SendMailOptions } from 'nodemailer';

/** The part of a nodemailer transport the sending job uses. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}

/**
 * SMTP from SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the start). A message
 * opens its own connection. nodemailer's defaults wait minutes on a silent server; these keep one
 * send well inside the job's lease (retry-policy.ts).
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}
