import { useRouteContext } from '@tanstack/react-router';
import type { StartBundle } from '../../../domain/session/session-status.ts';
import type { ReceiptScope } from './queries.ts';

/** The start bundle of the receipt routes (their layouts run the app start, spec §4). */
export function useReceiptStart(): StartBundle {
  const { start } = useRouteContext({ strict: false }) as { start?: StartBundle };
  if (!start) throw new Error('The pallet-receipt screens need the app start in their route context');
  return start;
}

/** Who acts, and whether their reach is the whole market (provider staff and global admins). */
export function useReceiptScope(): ReceiptScope {
  const { customer, location, loginUser } = useReceiptStart().status;
  return {
    customerId: customer.id,
    locationId: location.id,
    isMarketWide: loginUser.isProvider || loginUser.isGlobalAdmin,
  };
}
