import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { tokenKey } from '../../../../../src/app/api/client.ts';
import { localDb } from '../../../../../src/app/offline/local-db.ts';
import { setOfflineUser } from '../../../../../src/app/offline/offline-user.ts';
import { startOutboxReplayer } from '../../../../../src/app/offline/replayer-driver.ts';
import type { StartBundle, StatusUser } from '../../../../../src/domain/session/session-status.ts';
import { renderWithProviders } from '../../../../helpers/render-with-providers.tsx';

export function makeUser(overrides: Partial<StatusUser> = {}): StatusUser {
  return {
    id: 7,
    name: 'Kari Nordmann',
    phone: '',
    email: 'kari@example.com',
    language: 'en-US',
    loginName: 'kari',
    locationId: 200,
    customerId: 10,
    isCustomerAdmin: false,
    isGlobalAdmin: false,
    isProvider: false,
    reportLevel: 0,
    confirmedGdpr: true,
    ...overrides,
  };
}

/** The start bundle's parts the order screens read: the acting customer and location, the login user. */
export function makeStart(loginUser: Partial<StatusUser> = {}): StartBundle {
  const user = makeUser(loginUser);
  return {
    status: { customer: { id: 10 }, location: { id: 200 }, user, loginUser: user },
    truckTypes: [{ id: 3, name: 'Trailer 13.6 m', isDefault: true }],
  } as unknown as StartBundle;
}

/** A component under a stand-in `/app` route that gives the start bundle, as the real layout route does. */
export function renderInApp(ui: ReactElement, start: StartBundle = makeStart()) {
  const root = createRootRoute();
  const app = createRoute({ getParentRoute: () => root, path: 'app', beforeLoad: () => ({ start }) });
  const page = createRoute({ getParentRoute: () => app, path: 'screen', component: () => ui });
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren([page])]),
    history: createMemoryHistory({ initialEntries: ['/app/screen'] }),
  });
  return renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router as never} />
    </>,
  );
}

export interface ApiCall {
  call: string;
  url: URL;
  init: RequestInit | undefined;
}

type Reply = Response | unknown;

/** `{ data }` as the server wraps an answer. */
export const ok = (data: unknown) =>
  new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** An error answer in the API's format (spec §8); a version conflict carries the current row as `data`. */
export const failure = (status: number, message: string, type = 'HttpError', data?: unknown) =>
  new Response(JSON.stringify({ error: { message, type, data } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** POST idempotencyAck as the server answers it: every acknowledged key forgotten. */
const acknowledgeAll = ({ init }: ApiCall) => ({
  deleted: (JSON.parse(String(init?.body)) as { keys: string[] }).keys.length,
});

/**
 * Stubs `fetch`, the network edge, with a handler per call name (the last path segment, whatever the
 * market before it); a handler's plain value is answered as `{ data }`. Every request is recorded with
 * its URL and init. The outbox's acknowledgements are answered unless a test says otherwise.
 */
export function stubNetwork(handlers: Record<string, (call: ApiCall) => Reply>) {
  const calls: ApiCall[] = [];
  const all: Record<string, (call: ApiCall) => Reply> = { idempotencyAck: acknowledgeAll, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The outbox calls a relative path (/api/no/orderComment), the API client a full URL.
    const url = new URL(String(input), window.location.origin);
    const call = { call: url.pathname.split('/').pop() ?? '', url, init };
    calls.push(call);
    const handler = all[call.call];
    if (!handler) return failure(404, 'Not found', 'NotFound');
    const reply = handler(call);
    return reply instanceof Response ? reply : ok(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsOf: (name: string) => calls.filter((call) => call.call === name) };
}

/** The login user of `makeStart()` as the device knows them after the login. */
export const offlineUser = { userId: 7, market: 'no', loginName: 'kari' };

/**
 * Each test of the file runs as the app does after a login: the device's offline user and token are set
 * and the outbox replayer sends (main.tsx starts it); afterwards it stops and the device's tables are
 * emptied, so no test sees another's changes or kept reads.
 */
export function replayOutboxInEachTest() {
  let stopReplayer: () => void = () => undefined;
  beforeEach(() => {
    localStorage.setItem(tokenKey, 'the-token');
    setOfflineUser(offlineUser);
    stopReplayer = startOutboxReplayer();
  });
  afterEach(async () => {
    stopReplayer();
    setOfflineUser(null);
    localStorage.removeItem(tokenKey);
    await Promise.all([localDb.outbox.clear(), localDb.reads.clear()]);
  });
}
