import { flushErrors, reportError } from './report-error.ts';
import { failedRequestOf, LoadFailedError, unknownRequest } from './load-failed-error.ts';

const preloadErrorEvent = 'vite:preloadError'; // eslint-disable-line lingui/no-unlocalized-strings -- Vite's event name

/**
 * Error tracking for the whole tab (spec §8, issue 21 item 6): every uncaught error and unhandled
 * rejection, every chunk or style that fails to load (Vite's preload error for lazy chunks and their
 * CSS, the error event of a script or stylesheet in the page), and what is still queued is sent as the
 * page goes away.
 */
export function installErrorTracking() {
  window.addEventListener('error', (event) => {
    // Benign: the browser skipped a resize notification for one frame (Mantine's autosize, charts).
    if (/ResizeObserver loop/.test(event.message)) return;
    reportError('uncaught', event.error ?? event.message);
  });
  // Loads of <script> and <link> elements fail without bubbling: only a listener capturing sees them.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src) {
        reportError('load-failed', new LoadFailedError(new URL(target.src).pathname));
      } else if (target instanceof HTMLLinkElement && target.href) {
        reportError('load-failed', new LoadFailedError(new URL(target.href).pathname));
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    reportError('unhandledrejection', event.reason);
  });
  window.addEventListener(preloadErrorEvent, (event) => {
    const cause = (event as Event & { payload?: unknown }).payload;
    reportError('load-failed', new LoadFailedError(failedRequestOf(cause) || unknownRequest, { cause }));
  });
  window.addEventListener('pagehide', () => flushErrors({ keepalive: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushErrors({ keepalive: true });
  });
}
