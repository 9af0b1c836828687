import type { Kysely } from 'kysely';
import { isSupportStaff, ticketReach, type TicketReach } from '../../../domain/support/support-roles.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/** Who is asking, as support sees them (issue 19 item 1), decided from the session alone. */
export interface SupportActor {
  marketId: string;
  /** Whose name a reply, note or assignment carries: the real login for staff, else the acting user. */
  userId: number;
  customerId: number;
  locationId: number;
  reach: TicketReach;
  /** Provider support staff or a global admin: the real login decides, as for orders. */
  isStaff: boolean;
  isImpersonating: boolean;
}

/**
 * Staff powers follow the real login (an admin acting for a customer still answers as support); the
 * support-user flag is the acting user's, whose customer side the session shows.
 */
export async function supportActorOf(db: Kysely<DB>, session: Session): Promise<SupportActor> {
  const acting = await db
    .selectFrom('users')
    .select('supportUser')
    .where('id', '=', session.actingUser.id)
    .executeTakeFirstOrThrow();
  const isStaff = isSupportStaff(session.loginUser);
  return {
    marketId: session.marketId,
    // Staff acting for a customer user still write, are assigned and are told as themselves.
    userId: isStaff ? session.loginUser.id : session.actingUser.id,
    customerId: session.customerId,
    locationId: session.locationId,
    reach: isStaff
      ? 'market'
      : ticketReach({ isGlobalAdmin: false, isProvider: false, supportUser: acting.supportUser }),
    isStaff,
    isImpersonating: session.isImpersonating,
  };
}
