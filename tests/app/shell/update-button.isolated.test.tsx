import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appVersion } from '../../../src/domain/shared/app-version.ts';
import { whenOutboxIdle } from '../../../src/app/offline/outbox-idle.ts';
import { reloadPage } from '../../../src/app/pwa/reload-page.ts';
import { watchForWaitingWorker } from '../../../src/app/pwa/waiting-worker.ts';
import { UpdateButton } from '../../../src/app/shell/update-button.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

vi.mock('../../../src/app/offline/outbox-idle.ts', () => ({ whenOutboxIdle: vi.fn() }));
vi.mock('../../../src/app/pwa/reload-page.ts', () => ({ reloadPage: vi.fn() }));

/** A service worker registration as the browser has it: one active worker, maybe a new one waiting. */
function makeRegistration({ isWaiting }: { isWaiting: boolean }) {
  const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    active: { state: 'activated' },
    installing: null,
    waiting: isWaiting ? waiting : null,
    update: vi.fn(async () => undefined),
  });
  watchForWaitingWorker(registration as unknown as ServiceWorkerRegistration);
  return { registration, waiting };
}

function renderWithVersion(version: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ version }), { status: 200 })),
  );
  return renderWithProviders(<UpdateButton />);
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the version check (spec §4)', () => {
  beforeEach(() => {
    makeRegistration({ isWaiting: false });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: new EventTarget() });
    vi.mocked(whenOutboxIdle).mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows an Update button when the server runs another version', async () => {
    renderWithVersion('1.0.43');
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('shows nothing while the versions are the same', async () => {
    renderWithVersion(appVersion);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it('shows the Update button while a new service worker waits (issue 5)', async () => {
    makeRegistration({ isWaiting: true });
    renderWithVersion(appVersion);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('lets the waiting worker take over only once the outbox is idle, and reloads when it controls', async () => {
    const { waiting } = makeRegistration({ isWaiting: true });
    const outboxIdle = deferred();
    vi.mocked(whenOutboxIdle).mockReturnValue(outboxIdle.promise);
    renderWithVersion(appVersion);

    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waiting.postMessage).not.toHaveBeenCalled();

    outboxIdle.resolve();
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    expect(reloadPage).not.toHaveBeenCalled();

    navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads after the outbox is idle when only the server has a new version and no worker', async () => {
    renderWithVersion('1.0.43');
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(whenOutboxIdle).toHaveBeenCalled();
  });
});
