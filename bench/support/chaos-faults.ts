import { performance } from 'node:perf_hooks';
import type { BrowserContext, Request, Route } from '@playwright/test';

const isCall = (request: Request, call: string) =>
  new URL(request.url()).pathname.toLowerCase() === `/api/no/${call.toLowerCase()}`;

/** Any request to the server: the API and /healthz (not the app shell, which the worker serves). */
const toServer = (url: URL) => url.pathname.startsWith('/api/') || url.pathname === '/healthz';

/**
 * The faults of the chaos run, switched on the browser context: answers dropped after the server
 * committed, and a server that stops answering while the browser stays online (no `offline` or
 * `online` event, as when the server is killed and started again). Records what the browser sent.
 */
export class ChaosFaults {
  /** Comment POSTs the browser started, with the time (performance.now()) of each. */
  readonly commentSends: number[] = [];
  /** Answers to POST idempotencyAck that arrived, with their time. */
  readonly acknowledgements: number[] = [];
  /** When the last fault ended or struck: a dropped answer, or the server answering again. */
  lastFaultAt = 0;
  dropped = 0;
  private dropShare = 0;
  private readonly random: () => number;

  constructor(
    private readonly context: BrowserContext,
    seed: number,
  ) {
    let state = seed;
    // A small LCG, so a run drops the same answers when repeated with the same seed.
    this.random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    context.on('request', (request) => {
      if (request.method() === 'POST' && isCall(request, 'orderComment'))
        this.commentSends.push(performance.now());
    });
    context.on('response', (response) => {
      if (isCall(response.request(), 'idempotencyAck') && response.ok())
        this.acknowledgements.push(performance.now());
    });
  }

  private readonly dropSome = async (route: Route) => {
    const response = await route.fetch();
    if (this.random() >= this.dropShare) return route.fulfill({ response });
    this.dropped += 1;
    this.lastFaultAt = performance.now();
    return route.abort('connectionreset');
  };

  /** From now on, this share of comment answers is lost after the server committed. */
  async dropAnswers(share: number) {
    if (this.dropShare === 0 && share > 0) await this.context.route('**/api/no/orderComment', this.dropSome);
    if (share === 0 && this.dropShare > 0)
      await this.context.unroute('**/api/no/orderComment', this.dropSome);
    this.dropShare = share;
  }

  private readonly refuse = (route: Route) => route.abort('connectionrefused');

  async serverAway() {
    await this.context.route(toServer, this.refuse);
  }

  async serverBack() {
    await this.context.unroute(toServer, this.refuse);
    this.lastFaultAt = Math.max(this.lastFaultAt, performance.now());
  }

  sendsBetween(from: number, to: number) {
    return this.commentSends.filter((at) => at >= from && at <= to).length;
  }
}
