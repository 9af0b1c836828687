import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenKey } from '../../../src/app/api/client.ts';
import { queryDefaults } from '../../../src/app/api/query-defaults.ts';
import { makeRouter } from '../../../src/app/router.tsx';
import { startBundleQuery } from '../../../src/app/session/queries.ts';
import type { StartBundle, StatusLocation } from '../../../src/domain/session/session-status.ts';
import { makeStart, stubNetwork } from '../features/orders/detail/detail-harness.tsx';
import { makeOrder } from '../features/orders/make-order.ts';

const plain = { isProvider: false, isPooling: false, isCommission: false, isDispatch: false };

/** Every kind of location that changes the main navigation (spec §2); a container location too. */
const locationKinds = {
  provider: { ...plain, isProvider: true, isContainerActive: true },
  pooling: { ...plain, isPooling: true, isContainerActive: false },
  commission: { ...plain, isCommission: true, isContainerActive: false },
  dispatch: { ...plain, isDispatch: true, isContainerActive: false },
  retail: { ...plain, isContainerActive: false },
};

/** What the nav calls the orders and dispatch areas there (spec §2). */
const expectedNames = {
  provider: ['Goods delivery', 'Reception', 'Dispatching', 'Container'],
  pooling: ['Orders', 'Pickups', 'Goods delivery'],
  commission: ['Orders', 'Pickups', 'Goods delivery'],
  dispatch: ['Buy', 'Sell', 'Dispatching'],
  retail: ['Buy', 'Sell', 'Reception'],
};

/** A user with every task (an empty task list) acting at a location of that kind. */
function startAt(kind: Partial<StatusLocation>): StartBundle {
  const start = makeStart();
  const location = { id: 200, name: 'Store Oslo', ...kind } as StatusLocation;
  return {
    ...start,
    status: { ...start.status, location, customer: { id: 10, name: 'Store AS' } },
    tasks: [],
    interCompany: [],
    preload: { alerts: { unread: 0, mustRead: 0 }, disagreements: 0 },
  } as unknown as StartBundle;
}

/** The whole app, logged in, on a path; the network answers only the given calls (others 404). */
function renderApp(start: StartBundle, path = '/app/home', answers: Parameters<typeof stubNetwork>[0] = {}) {
  localStorage.setItem(tokenKey, 'the-token');
  stubNetwork(answers);
  // jsdom has no scrolling; the router restores the scroll position on each navigation.
  vi.stubGlobal('scrollTo', () => undefined);
  const queryClient = new QueryClient({
    defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } },
  });
  queryClient.setQueryData(startBundleQuery().queryKey, start);
  const router = makeRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('one area, one name (spec §2; README 2026-11-25)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(tokenKey);
  });

  it.each(Object.entries(locationKinds))(
    'at a %s location each nav item opens a page titled with its name, its tab selected',
    async (_kind, location) => {
      const user = userEvent.setup();
      renderApp(startAt(location));
      const nav = await screen.findByRole('navigation');
      const names = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/\d+$/, '').trim() ?? '');
      expect(names).toEqual(expect.arrayContaining(expectedNames[_kind as keyof typeof locationKinds]));

      for (const name of names) {
        await user.click(within(nav).getByRole('link', { name: new RegExp(`^${name}`) }));
        expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
        const tabs = screen.queryAllByRole('tab');
        if (tabs.length > 0) {
          expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(new RegExp(`^${name}$`));
        }
        await waitFor(() => expect(document.title).toBe(`${name} – Pallet Portal`));
      }
    },
  );
});

describe('the tab selected is the list the screen belongs to (spec §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(tokenKey);
  });

  it('a new return is under Returns', async () => {
    renderApp(startAt(locationKinds.pooling), '/app/dispatch/new-return');
    expect(await screen.findByRole('heading', { level: 1, name: 'New return' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(/^Returns$/);
  });

  it('a return opened from the Returns list is titled Return, under Returns', async () => {
    const aReturn = makeOrder({ id: 9, transactionTypeId: 'RO', transactionStatusId: 1, customerId: 11 });
    renderApp(startAt(locationKinds.pooling), '/app/dispatch/9', { order: () => aReturn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Return' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(/^Returns$/);
  });

  it('a new pickup is under the area’s own list, named as the nav item', async () => {
    renderApp(startAt(locationKinds.retail), '/app/dispatch/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New pickup' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(/^Sell$/);
  });
});
