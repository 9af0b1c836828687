import type { AnyRouter } from '@tanstack/react-router';
import { tokenKey } from '../api/client.ts';

/**
 * Starts the device's outbox replayer once someone is logged in on it: at once when a session token is
 * kept, else after the first screen resolved with one (the login's navigation). Outbox entries belong
 * to a user and none is sent without a session, so nothing waits for it on the login page, whose
 * first load on a slow network would otherwise share its bandwidth with the replayer's code (Dexie and
 * the outbox schemas, about 60 KB compressed; issue 15 item 12).
 */
export function startReplayerWhenLoggedIn(router: Pick<AnyRouter, 'subscribe'>) {
  let stopWatching: (() => void) | undefined;
  let isStarted = false;
  const startIfLoggedIn = () => {
    if (isStarted || localStorage.getItem(tokenKey) === null) return;
    isStarted = true;
    stopWatching?.();
    void import('./replayer-driver.ts').then((module) => module.startOutboxReplayer());
  };
  startIfLoggedIn();
  if (!isStarted) stopWatching = router.subscribe('onResolved', startIfLoggedIn);
}
