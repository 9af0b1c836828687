import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountingScreen } from '../../../../src/app/features/counting/counting-screen.tsx';
import { localDb } from '../../../../src/app/offline/local-db.ts';
import type { CountingReport, CountingReportInput } from '../../../../src/domain/counting/counting-report.ts';
import type { StartBundle } from '../../../../src/domain/session/session-status.ts';
import {
  failure,
  makeStart,
  renderInApp,
  replayOutboxInEachTest,
  stubNetwork,
  type ApiCall,
} from '../orders/detail/detail-harness.tsx';
import { locationId, makeCarried, makeReport, makeStock } from './make-counting.ts';

const eur = 'EUR pallet · Standard · Grade A';
const half = 'Half pallet · Standard · Grade A';

/** Kari at Alnabru (200), the only location she counts at. */
function startAtAlnabru(): StartBundle {
  const start = makeStart();
  return {
    ...start,
    status: { ...start.status, location: { id: locationId, name: 'Alnabru', number: '1001', statusId: 1 } },
  } as StartBundle;
}

/** The server: its reports, and a balance per product that a test may change meanwhile. */
function stubServer(reports: CountingReport[] = []) {
  const balances: Record<string, number> = { EUR: 25, HALF: 8 };
  let nextId = 50;
  const stored = [...reports];
  const network = stubNetwork({
    Locations: () => [],
    AvailableProducts: () => [makeCarried('EUR'), makeCarried('HALF')],
    stockDetails: () => ({
      locationId,
      locationName: 'Alnabru',
      products: Object.entries(balances).map(([productId, balance]) => makeStock(productId, balance)),
    }),
    countingReports: ({ init }: ApiCall) => {
      if (init?.method !== 'POST') return stored;
      const { reports: sent } = JSON.parse(String(init.body)) as { reports: CountingReportInput[] };
      const saved = sent.map((report) =>
        makeReport({
          id: report.id ?? nextId++,
          productId: report.productId,
          countedVolume: report.countedVolume,
          balance: balances[report.productId] ?? 0,
          version: (report.version ?? 0) + 1,
          registeredByName: 'Kari Nordmann',
        }),
      );
      for (const report of saved) {
        const at = stored.findIndex((candidate) => candidate.id === report.id);
        if (at >= 0) stored[at] = report;
        else stored.push(report);
      }
      return saved;
    },
    countingReportDelete: ({ init }: ApiCall) => {
      const { id } = JSON.parse(String(init?.body)) as { id: number };
      stored.splice(
        stored.findIndex((report) => report.id === id),
        1,
      );
      return { message: 'Counting report deleted' };
    },
  });
  return { ...network, balances, stored };
}

const rowOf = (name: string) => screen.getAllByRole('row', { name })[0]!;
const differenceIn = (name: string) => within(rowOf(name)).getByTestId('count-difference');

async function count(user: UserEvent, name: string, counted: number) {
  const input = await screen.findByRole('textbox', { name: `Counted ${name}` });
  await user.clear(input);
  await user.type(input, String(counted));
}

const bodyOf = (call: ApiCall) => JSON.parse(String(call.init?.body)) as unknown;

describe('Company → Counting (issue 7 item 3; spec §3 audit report, §8)', () => {
  replayOutboxInEachTest();
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves every entered count in one call, a count of 0 included, and shows the difference in bold dark red', async () => {
    const user = userEvent.setup();
    const { callsOf } = stubServer();
    renderInApp(<CountingScreen />, startAtAlnabru());

    await count(user, eur, 31);
    expect(differenceIn(eur)).toHaveTextContent('+6');
    expect(differenceIn(eur)).toHaveStyle({ fontWeight: '700' });
    await count(user, half, 0);
    expect(differenceIn(half)).toHaveTextContent('-8');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Counting report saved')).toBeInTheDocument();
    expect(
      callsOf('countingReports')
        .filter((call) => call.init?.method === 'POST')
        .map(bodyOf),
    ).toEqual([
      {
        reports: [
          { locationId, productId: 'EUR', treatmentId: 'STD', qualityId: 'A', countedVolume: 31 },
          { locationId, productId: 'HALF', treatmentId: 'STD', qualityId: 'A', countedVolume: 0 },
        ],
      },
    ]);
    await waitFor(() =>
      expect(
        within(rowOf(eur)).getByText('Registered by Kari Nordmann', { exact: false }),
      ).toBeInTheDocument(),
    );
    expect(within(rowOf(eur)).getByRole('button', { name: `Confirm the count of ${eur}` })).toBeEnabled();
  });

  it('offline, keeps the count on the device, marked as waiting, with no confirm until the server has it', async () => {
    const user = userEvent.setup();
    stubServer();
    renderInApp(<CountingScreen />, startAtAlnabru());
    await count(user, eur, 27);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved on this device. It will be sent when the network is back.'),
    ).toBeInTheDocument();
    // The row reads its state from the outbox's live query, which may answer after the notice.
    await waitFor(() => expect(within(rowOf(eur)).getByText('Waiting to be sent')).toBeInTheDocument());
    const row = rowOf(eur);
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    expect(differenceIn(eur)).toHaveTextContent('+2');
    expect(await localDb.outbox.count()).toBe(1);
  });

  it("says 'Error saving one or more counting reports' when the server refuses, keeping the counts to correct", async () => {
    const user = userEvent.setup();
    const { callsOf } = stubNetwork({
      Locations: () => [],
      AvailableProducts: () => [makeCarried('EUR')],
      stockDetails: () => ({ locationId, locationName: 'Alnabru', products: [makeStock('EUR', 25)] }),
      countingReports: ({ init }: ApiCall) =>
        init?.method === 'POST'
          ? failure(403, 'Error saving one or more counting reports', 'Forbidden', { index: 0 })
          : [],
    });
    renderInApp(<CountingScreen />, startAtAlnabru());
    await count(user, eur, 12);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error saving one or more counting reports')).toBeInTheDocument();
    expect(screen.getByText('You may not count at this location.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `Counted ${eur}` })).toHaveValue('12');
    // The refusal was said: it does not stay on the device to hold back the location's later counts.
    await waitFor(async () => expect(await localDb.outbox.count()).toBe(0));
    expect(callsOf('countingReports').filter((call) => call.init?.method === 'POST')).toHaveLength(1);
  });

  it('asks before deleting an open count, then deletes it at the version shown', async () => {
    const user = userEvent.setup();
    const report = makeReport({ id: 5, version: 3 });
    const { callsOf } = stubServer([report]);
    renderInApp(<CountingScreen />, startAtAlnabru());

    await user.click(await screen.findByRole('button', { name: `Delete the count of ${eur}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete counting report?' });
    expect(dialog).toHaveTextContent(`The count of ${eur}, 30 pallets, will be deleted.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Counting report deleted')).toBeInTheDocument();
    expect(callsOf('countingReportDelete').map(bodyOf)).toEqual([{ id: 5, version: 3 }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Delete the count of ${eur}` })).not.toBeInTheDocument(),
    );
  });
});
