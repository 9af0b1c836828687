import type { AnyRouter } from '@tanstack/react-router';
import { tokenKey } from '../api/client.ts';

/** After the screen's first frames, or at most this long after it resolved. */
const afterScreenMs = 2000;

function whenIdle(work: () => void) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(work, { timeout: afterScreenMs });
  else setTimeout(work, 0);
}

/**
 * Starts the device's outbox replayer once someone is logged in on it, after the first screen with a
 * session has resolved and drawn. Outbox entries belong to a user and none is sent without a session, so
 * nothing waits for it on the login page, whose first load on a slow network would otherwise share its
 * bandwidth with the replayer's code (Dexie and the outbox schemas, about 60 KB compressed);
 * and a reopened app draws its screen before it reads that code (on a tablet its parsing
 * held the first rows back).
 */
export function startReplayerWhenLoggedIn(router: Pick<AnyRouter, 'subscribe'>) {
  let isStarted = false;
  const stopWatching = router.subscribe('onResolved', () => {
    if (isStarted || localStorage.getItem(tokenKey) === null) return;
    isStarted = true;
    stopWatching();
    whenIdle(() => void import('./replayer-driver.ts').then((module) => module.startOutboxReplayer()));
  });
}
