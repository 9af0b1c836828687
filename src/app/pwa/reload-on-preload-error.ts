import { reloadPage } from './reload-page.ts';

const reloadedAtKey = 'preloadErrorReloadAt';
const preloadErrorEvent = 'vite:preloadError'; // eslint-disable-line lingui/no-unlocalized-strings -- Vite's event name
/** A second failure this soon after the reload is not a deploy: show the error rather than loop. */
const loopGuardMs = 60_000;

/**
 * A lazy chunk that fails to load (a deploy removed it while this tab ran without a service worker, or
 * the network failed) reloads the page once: the fresh index.html names the chunks that exist now.
 */
export function reloadOnPreloadError() {
  window.addEventListener(preloadErrorEvent, () => {
    const lastReload = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
    if (Date.now() - lastReload < loopGuardMs) return;
    sessionStorage.setItem(reloadedAtKey, String(Date.now()));
    reloadPage();
  });
}
