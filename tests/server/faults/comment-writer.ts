import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WriterTarget {
  baseUrl: string;
  token: string;
  orderId: number;
  /**
   * When the server last finished starting, or null while it is down or starting: a write is given up
   * only after the server has been up for the whole wait, so a slow restart on a busy machine is not
   * taken for a lost write.
   */
  upSince: () => number | null;
}

/** What the clients sent and what the server acknowledged, by Idempotency-Key. */
export interface WriteLog {
  sent: Map<string, string>;
  acknowledged: Map<string, string>;
  /** Sends that got no answer (a dead server) or a 5xx, and were retried. */
  retries: number;
  /** Retries answered from the stored answer: the first send had committed before the kill. */
  replays: number;
}

export const newWriteLog = (): WriteLog => ({
  sent: new Map(),
  acknowledged: new Map(),
  retries: 0,
  replays: 0,
});

const retryDelayMs = 100;
const giveUpAfterMs = 40_000;

async function post(target: WriterTarget, key: string, text: string): Promise<Response | null> {
  try {
    const response = await fetch(`${target.baseUrl}/api/no/orderComment`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${target.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ orderId: target.orderId, text }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response;
  } catch {
    return null;
  }
}

/** Sends one write under its key until the server acknowledges it, as the outbox does (5xx or no answer: again). */
async function sendUntilAcknowledged(target: WriterTarget, log: WriteLog, key: string, text: string) {
  const firstSentAt = Date.now();
  const answers = new Map<string, number>();
  for (;;) {
    const response = await post(target, key, text);
    const status = response?.status ?? null;
    const answer = status === null ? 'no answer' : String(status);
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
    if (status === 200) {
      log.acknowledged.set(key, text);
      if (response?.headers.get('idempotent-replayed') === 'true') log.replays++;
      return;
    }
    if (status !== null && status < 500) throw new Error(`The write ${key} was refused with ${status}`);
    const upSince = target.upSince();
    if (upSince !== null && Date.now() - Math.max(firstSentAt, upSince) > giveUpAfterMs) {
      const seen = [...answers].map(([name, count]) => `${name} ×${count}`).join(', ');
      throw new Error(
        `The write ${key} was not acknowledged in ${giveUpAfterMs} ms of a running server (${seen})`,
      );
    }
    log.retries++;
    await sleep(retryDelayMs);
  }
}

/**
 * One client: comments one after another, each with a fresh key and a text naming it, until told to
 * stop; a write that was not acknowledged is retried with the same key and body before the next.
 */
export async function runCommentWriter(
  target: WriterTarget,
  log: WriteLog,
  client: number,
  shouldStop: () => boolean,
) {
  for (let index = 0; !shouldStop(); index++) {
    const key = randomUUID();
    const text = `fault-test ${client}-${index} ${key}`;
    log.sent.set(key, text);
    await sendUntilAcknowledged(target, log, key, text);
  }
}
