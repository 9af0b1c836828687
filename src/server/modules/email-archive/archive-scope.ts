import type { Session } from '../../auth/session.ts';

/**
 * Whose mail an admin reads in the e-mail archive (issue 17 item 6): a customer admin the acting
 * customer's; a global admin the whole market's, the mail of no customer (applicants, new-customer
 * notices) included, narrowed to one customer on request.
 */
export type ArchiveScope = { marketId: string; customerId: number | null; isMarketWide: boolean };

export function archiveScopeOf(session: Session, customerId?: number): ArchiveScope {
  if (session.loginUser.isGlobalAdmin) {
    return { marketId: session.marketId, customerId: customerId ?? null, isMarketWide: true };
  }
  return { marketId: session.marketId, customerId: session.customerId, isMarketWide: false };
}
