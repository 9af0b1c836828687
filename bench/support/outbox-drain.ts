import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { OutboxEntry } from '../../src/app/offline/local-db.ts';
import type { OrderCommentPayload } from '../../src/app/offline/outbox-kinds.ts';
import { orderEntityKey } from '../../src/app/offline/entity-keys.ts';
import { cutNetwork, restoreNetwork } from '../../e2e/support/network.ts';
import type { OfflineUser } from './browser-session.ts';
import { probe, type OutboxCounts } from './page-probe.ts';
import type { PortalApi } from './portal-api.ts';

export interface CommentedOrder {
  id: number;
  orderNo: string;
}

export interface DrainFigures {
  entries: number;
  /** From reconnect to the first comment POST the browser sent, and to its answer (ms). */
  firstRequestMs: number | null;
  firstAnswerMs: number | null;
  /** From reconnect until no entry is pending, sending or retrying (ms). */
  drainedMs: number;
  /** …and until every entry was acknowledged and deleted (ms). */
  emptiedMs: number | null;
  /** Entries left waiting for the user (failed, conflict, paused). */
  stopped: number;
  /** Comments the server holds once, more than once, or not at all. */
  once: number;
  duplicated: number;
  missing: number;
}

/** A comment saved offline, as saveToOutbox writes it (src/app/offline/outbox.ts). */
export function commentEntry(user: OfflineUser, order: CommentedOrder, text: string): OutboxEntry {
  const payload: OrderCommentPayload = { orderId: order.id, text, files: [] };
  const now = Date.now();
  return {
    id: randomUUID(),
    userId: user.userId,
    market: user.market,
    locationId: null,
    kind: 'orderComment',
    subject: order.orderNo,
    entityKey: orderEntityKey(order.id),
    payload,
    baseVersion: null,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    error: null,
  };
}

async function pollUntil(probePage: Page, isDone: (counts: OutboxCounts) => boolean, timeoutMs: number) {
  const started = performance.now();
  for (;;) {
    const counts = await probe.outboxCounts(probePage);
    if (isDone(counts)) return counts;
    if (performance.now() - started > timeoutMs) return null;
    await sleep(50);
  }
}

const isCommentPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.toLowerCase() === '/api/no/ordercomment';

/**
 * `count` comments spread over `orders`, put in the outbox while the network is cut, then the time the
 * app's replayer (in `appPage`) takes to send them once the network is back. `probePage` reads the
 * outbox every 50 ms from another tab, so the polling does not run on the replayer's thread.
 */
export async function measureDrain(
  setup: { context: BrowserContext; probePage: Page; user: OfflineUser; api: PortalApi },
  orders: readonly CommentedOrder[],
  count: number,
  timeoutMs: number,
): Promise<DrainFigures> {
  const { context, probePage, user, api } = setup;
  const run = randomUUID().slice(0, 8);
  const texts = Array.from({ length: count }, (_, index) => `Bench ${run}: comment ${index + 1} of ${count}`);
  const entries = texts.map((text, index) => commentEntry(user, orders[index % orders.length]!, text));

  await cutNetwork(context);
  await probe.addOutboxEntries(probePage, entries);
  let firstRequest: number | null = null;
  let firstAnswer: number | null = null;
  const onRequest = (request: Request) => {
    if (isCommentPost(request)) firstRequest ??= performance.now();
  };
  const onAnswer = (response: { request(): Request }) => {
    if (isCommentPost(response.request())) firstAnswer ??= performance.now();
  };
  context.on('request', onRequest);
  context.on('response', onAnswer);
  const reconnected = performance.now();
  await restoreNetwork(context);
  const drained = await pollUntil(probePage, (counts) => counts.waiting === 0, timeoutMs);
  const drainedAt = performance.now();
  const emptied =
    drained?.stopped === 0 && (await pollUntil(probePage, (counts) => counts.total === 0, 60_000));
  const emptiedAt = performance.now();
  context.off('request', onRequest);
  context.off('response', onAnswer);
  if (!drained) throw new Error(`${count} entries: still waiting after ${timeoutMs} ms`);

  const seen = new Map<string, number>();
  for (const order of orders) {
    for (const comment of await api.get<{ text: string }[]>('orderComments', { orderId: order.id })) {
      if (comment.text.startsWith(`Bench ${run}:`)) seen.set(comment.text, (seen.get(comment.text) ?? 0) + 1);
    }
  }
  const since = (at: number | null) => (at === null ? null : at - reconnected);
  return {
    entries: count,
    firstRequestMs: since(firstRequest),
    firstAnswerMs: since(firstAnswer),
    drainedMs: drainedAt - reconnected,
    emptiedMs: emptied ? emptiedAt - reconnected : null,
    stopped: drained.stopped,
    once: texts.filter((text) => seen.get(text) === 1).length,
    duplicated: texts.filter((text) => (seen.get(text) ?? 0) > 1).length,
    missing: texts.filter((text) => !seen.has(text)).length,
  };
}
