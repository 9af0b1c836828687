import { useRouteContext } from '@tanstack/react-router';
import { isSupportStaff } from '../../../domain/support/support-roles.ts';
import type { SupportViewer } from './queries.ts';

/** The acting customer, location and user of the session, and whether the real login is support staff. */
export function useSupportViewer(): SupportViewer & {
  isStaff: boolean;
  isImpersonating: boolean;
} {
  const { start } = useRouteContext({ from: '/app' });
  const { customer, location, user, loginUser } = start.status;
  return {
    customerId: customer.id,
    locationId: location.id,
    userId: user.id,
    isStaff: isSupportStaff(loginUser),
    isImpersonating: user.id !== loginUser.id,
  };
}
