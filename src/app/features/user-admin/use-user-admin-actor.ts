import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { UserAdminActor } from '../../../domain/admin/user-rules.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { mayGrantShopAccounting } from '../../../domain/shop-accounting/rules.ts';

export interface UserAdminContext {
  /** The real login user: their rights decide (spec §6). */
  actor: UserAdminActor;
  /** The customer administered: the acting one. */
  customerId: number;
  /** Where a new user starts: the acting location, in the admin's language. */
  locationId: number;
  language: Locale;
  /** Provider staff and global admins give the shop-accounting right (issue 20 item 5). */
  mayGrantShopAccounting: boolean;
}

export function useUserAdminActor(): UserAdminContext {
  const { start } = useRouteContext({ from: '/app' });
  const { customer, location, loginUser } = start.status;
  return useMemo(
    () => ({
      actor: {
        id: loginUser.id,
        customerId: loginUser.customerId,
        isCustomerAdmin: loginUser.isCustomerAdmin,
        isGlobalAdmin: loginUser.isGlobalAdmin,
      },
      customerId: customer.id,
      locationId: location.id,
      language: loginUser.language as Locale,
      mayGrantShopAccounting: mayGrantShopAccounting(loginUser),
    }),
    [customer.id, location.id, loginUser],
  );
}
