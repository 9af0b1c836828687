import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { StartBundle } from '../../domain/session/session-status.ts';
import { ApiError } from '../api/api-error.ts';
import { setCurrentUserName, tokenKey } from '../api/client.ts';
import { currentHost } from '../config/hosts.ts';
import { setOfflineUser } from '../offline/offline-user.ts';
import { startBundleQuery } from './queries.ts';

/** The device's offline data now belongs to this login user: other users' kept reads go. */
async function claimDeviceFor(userId: number, loginName: string) {
  setOfflineUser({ userId, market: currentHost.market, loginName });
  const { clearKeptReads } = await import('../offline/offline-reads.ts');
  await clearKeptReads(userId).catch(() => undefined);
}

/**
 * The app start of spec §4, run before any authenticated screen: no token → / with returnUrl; the
 * status bundle through POST Actions; unauthorized → token cleared and /; other errors → /error; not a
 * global admin and GDPR not confirmed → /gdpr.
 */
export async function requireStart(queryClient: QueryClient, href: string): Promise<StartBundle> {
  if (!localStorage.getItem(tokenKey)) throw redirect({ to: '/', search: { returnUrl: href } });
  let bundle: StartBundle;
  try {
    bundle = await queryClient.ensureQueryData(startBundleQuery());
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) {
      localStorage.removeItem(tokenKey);
      queryClient.clear();
      throw redirect({ to: '/', search: { returnUrl: href } });
    }
    queryClient.removeQueries({ queryKey: startBundleQuery().queryKey });
    const requestId = error instanceof ApiError ? error.requestId : null;
    throw redirect({
      to: '/error',
      search: {
        reason: error instanceof Error ? error.message : String(error),
        ...(requestId ? { requestId } : {}),
      },
    });
  }
  setCurrentUserName(bundle.status.loginUser.loginName);
  const loginUser = bundle.status.loginUser;
  void claimDeviceFor(loginUser.id, loginUser.loginName);
  if (!loginUser.isGlobalAdmin && !loginUser.confirmedGdpr) throw redirect({ to: '/gdpr' });
  return bundle;
}
