import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
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

/** An error answer in the API's format (spec §8). */
export const failure = (status: number, message: string, type = 'HttpError') =>
  new Response(JSON.stringify({ error: { message, type } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Stubs `fetch`, the network edge, with a handler per call name (the last path segment); a handler's
 * plain value is answered as `{ data }`. Every request is recorded with its URL and init.
 */
export function stubNetwork(handlers: Record<string, (call: ApiCall) => Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call = { call: url.pathname.split('/').pop() ?? '', url, init };
    calls.push(call);
    const handler = handlers[call.call];
    if (!handler) return failure(404, 'Not found', 'NotFound');
    const reply = handler(call);
    return reply instanceof Response ? reply : ok(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsOf: (name: string) => calls.filter((call) => call.call === name) };
}
