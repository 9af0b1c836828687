import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { startBundleQuery } from '../../session/queries.ts';

/** The shell shows the customer's name and logo from the session status: read it again after a change. */
export function useRefreshShell() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    // No screen observes the start bundle (the /app route reads it once): fetch it, not only mark it stale.
    await queryClient.refetchQueries({ queryKey: startBundleQuery().queryKey, type: 'all' });
    await router.invalidate();
  };
}
