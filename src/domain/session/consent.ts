import { z } from 'zod';

/** POST gdpr and POST agreement: the user accepts the data-protection or the customer agreement. */
export const consentSchema = z.object({ accept: z.literal(true, 'accept must be true') });

/**
 * The customer agreement binds the company: only its admin, or a global admin, accepts it (issue 14
 * item 9). The server's access check on POST agreement says the same.
 */
export function mayAcceptAgreement(loginUser: { isCustomerAdmin: boolean; isGlobalAdmin: boolean }): boolean {
  return loginUser.isCustomerAdmin || loginUser.isGlobalAdmin;
}
