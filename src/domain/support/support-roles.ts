/** The flags that decide what a user does in support (spec §6). */
export interface SupportUserFlags {
  isGlobalAdmin: boolean;
  isProvider: boolean;
  supportUser: 'none' | 'customer' | 'location';
}

/**
 * Provider support staff are the provider's own users (SR/SW, spec §6) and global admins: they see the
 * whole market's tickets, answer, assign, write internal notes and keep the templates.
 */
export const isSupportStaff = (user: Pick<SupportUserFlags, 'isGlobalAdmin' | 'isProvider'>) =>
  user.isGlobalAdmin || user.isProvider;

export type TicketReach = 'market' | 'customer' | 'location' | 'own';

/**
 * How far a user sees tickets (issue 19 item 1): staff the market, a customer support user all of
 * their customer's, a location support user their location's, everyone else their own.
 */
export function ticketReach(user: SupportUserFlags): TicketReach {
  if (isSupportStaff(user)) return 'market';
  if (user.supportUser === 'customer') return 'customer';
  return user.supportUser === 'location' ? 'location' : 'own';
}
