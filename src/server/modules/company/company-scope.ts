import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * The customer whose company info the session manages (spec §6; issue 17 item 4): always the acting
 * customer of the session, never an id from the request. A global admin acts for whichever customer
 * they chose (POST status); a customer admin only ever for their own.
 */
export function companyCustomerId(session: Session): number {
  const { loginUser } = session;
  if (!loginUser.isGlobalAdmin && session.customerId !== loginUser.customerId) {
    throw forbidden(errorMessages.NoAccess);
  }
  return session.customerId;
}
