import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSyncSummary } from '../offline/use-outbox.ts';
import { logout } from '../session/api.ts';

/**
 * Logout as the shell and the pallet-receipt frame offer it (spec §4): with changes still waiting on
 * this device it asks first, saying how many (issue 5); then it logs out, forgets every read and goes to /.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { waiting, attention } = useSyncSummary();
  const unsent = waiting + attention;
  const [isAsking, setIsAsking] = useState(false);
  const logOut = async () => {
    setIsAsking(false);
    await logout();
    queryClient.clear();
    await navigate({ to: '/' });
  };
  return {
    /** What the confirmation shows: 0 while it is closed. */
    askingUnsent: isAsking ? unsent : 0,
    requestLogout: () => (unsent > 0 ? setIsAsking(true) : void logOut()),
    confirmLogout: () => void logOut(),
    cancelLogout: () => setIsAsking(false),
  };
}
