/** When a failed send is tried again, and for how long (src/server/modules/email/send-queued.ts). */
export const maxSendAttempts = 5;

/** After the n-th failed attempt: 1, 5, 25 and 125 minutes, so a mail server down for a morning is waited out. */
export function retryDelaySeconds(attempts: number): number {
  return 60 * 5 ** Math.max(0, attempts - 1);
}

/**
 * How long a row that was taken belongs to the process sending it: well above one send with the
 * transport's timeouts (mail-transport.ts). A process that dies meanwhile leaves the row due after it.
 */
export const sendLeaseSeconds = 10 * 60;
