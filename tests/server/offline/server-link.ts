import type { InjectOptions } from 'fastify';
import type { OutboxEntry } from '../../../src/app/offline/local-db.ts';
import { kindOf } from '../../../src/app/offline/outbox-kinds.ts';
import type { SendResult } from '../../../src/app/offline/replay-outcome.ts';
import { parseRetryAfter } from '../../../src/app/offline/retry-delay.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * The device's network: `down` is a browser that knows it is offline (navigator.onLine false; a send
 * throws before the server), `serverDown` a browser online whose server does not answer (killed, say),
 * `lossy` lets the server commit and then drops the answer, `overloaded` is a proxy answering 503
 * without calling the server.
 */
export type Network = 'up' | 'down' | 'serverDown' | 'lossy' | 'overloaded';

/** A request the device sent: the body as the browser would put it on the wire. */
async function wireBody(body: unknown): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (!(body instanceof FormData)) {
    return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  }
  const request = new Request('http://portal.test/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/**
 * The outbox's transport (outbox-transport.ts) over the real app with `inject`, with faults the test
 * switches: the network, an expired token (the server's own 401) and a crash while a request is on
 * the wire. It records what reached the server and what the server applied.
 */
export class ServerLink {
  network: Network = 'up';
  tokenValid = true;
  /** The network goes down after this many more requests (a dead spot in the warehouse). */
  downAfter: number | null = null;
  /** While set, each send reaches the server (or not) and then never answers: the tab died. */
  crash: { reachesServer: boolean } | null = null;
  /** Sends that never answered because of a crash; each settles when the server is done with it. */
  readonly hungSends: Promise<unknown>[] = [];
  /** Entry ids of every request that reached the server. */
  readonly received: string[] = [];
  /** Entry ids the server applied (a 2xx that was not a replay), in the order it applied them. */
  readonly applied: string[] = [];
  /** Entry ids whose 2xx answer was a replay of the stored one. */
  readonly replayed: string[] = [];
  /** Entry ids the server confirmed to have forgotten (POST idempotencyAck answered 2xx). */
  readonly acknowledged = new Set<string>();

  constructor(
    private readonly t: TestApp,
    private readonly loginOf: (userId: number) => string,
  ) {}

  private async post(userId: number, call: string, body: unknown, key?: string) {
    const token = this.tokenValid ? await this.t.tokenOf(this.loginOf(userId)) : 'expired-token';
    const wire = await wireBody(body);
    const response = await this.t.app.inject({
      method: 'POST',
      url: `/api/no/${call}`,
      payload: wire.payload,
      headers: {
        ...wire.headers,
        authorization: `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
    const envelope = (response.body ? JSON.parse(response.body) : {}) as {
      data?: unknown;
      error?: SendResult['error'];
    };
    const retryAfter = response.headers['retry-after'];
    const result: SendResult = {
      status: response.statusCode,
      data: envelope.data,
      error: envelope.error,
      retryAfterMs: parseRetryAfter(typeof retryAfter === 'string' ? retryAfter : null, Date.now()),
    };
    return { result, isReplay: response.headers['idempotent-replayed'] === 'true' };
  }

  readonly send = async (entry: OutboxEntry): Promise<SendResult> => {
    if (this.crash) {
      const onTheWire = this.crash.reachesServer ? this.sendToServer(entry) : Promise.resolve();
      this.hungSends.push(onTheWire);
      await onTheWire;
      return new Promise<never>(() => undefined);
    }
    this.countDown();
    if (this.network === 'down' || this.network === 'serverDown') throw new TypeError('Failed to fetch');
    if (this.network === 'overloaded') {
      return {
        status: 503,
        error: { message: 'Service Unavailable', type: 'HttpError' },
        retryAfterMs: 20_000,
      };
    }
    const result = await this.sendToServer(entry);
    if (this.network === 'lossy') throw new TypeError('Failed to fetch');
    return result;
  };

  private async sendToServer(entry: OutboxEntry): Promise<SendResult> {
    this.received.push(entry.id);
    const kind = kindOf(entry.kind);
    const { result, isReplay } = await this.post(
      entry.userId,
      kind.call,
      kind.body(entry.payload, entry.baseVersion),
      entry.id,
    );
    if (result.status < 300) (isReplay ? this.replayed : this.applied).push(entry.id);
    return result;
  }

  private countDown() {
    if (this.downAfter === null) return;
    if (this.downAfter > 0) {
      this.downAfter--;
      return;
    }
    this.network = 'down';
    this.downAfter = null;
  }

  /** navigator.onLine as the device's browser would say it. */
  readonly isOnline = () => this.network !== 'down';

  /** Health probes (GET /healthz) the device made, and whether each found the server up. */
  readonly probes: boolean[] = [];

  /** The outbox's health probe (health-probe.ts): only a working way to the server answers it. */
  readonly probe = async (): Promise<boolean> => {
    const isUp =
      this.network === 'up' && !this.crash && (await this.t.app.inject('/healthz')).statusCode === 200;
    this.probes.push(isUp);
    return isUp;
  };

  readonly acknowledge = async (userId: number, ids: string[]): Promise<void> => {
    this.countDown();
    if (this.crash || ['down', 'serverDown', 'overloaded'].includes(this.network)) {
      throw new TypeError('Failed to fetch');
    }
    const { result } = await this.post(userId, 'idempotencyAck', { keys: ids });
    if (this.network === 'lossy') throw new TypeError('Failed to fetch');
    if (result.status >= 300) throw new Error(result.error?.message ?? `HTTP ${result.status}`);
    for (const id of ids) this.acknowledged.add(id);
  };
}
