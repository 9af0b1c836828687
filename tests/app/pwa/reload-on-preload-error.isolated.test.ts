import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnPreloadError } from '../../../src/app/pwa/reload-on-preload-error.ts';
import { reloadPage } from '../../../src/app/pwa/reload-page.ts';

vi.mock('../../../src/app/pwa/reload-page.ts', () => ({ reloadPage: vi.fn() }));

describe('a lazy chunk that fails to load (issue 5: no chunk-load error across deploys)', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('reloads the page once, and not again in a loop', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
    reloadOnPreloadError();

    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reloadPage).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2026-03-02T08:00:05Z'));
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reloadPage).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });
});
