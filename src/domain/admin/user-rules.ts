import type { ErrorCode } from '../shared/error-messages.ts';
import { reportLevels, type ReportLevel, type UserRoleFlag } from './users.ts';

/**
 * Who manages users (spec §6; issue 17 item 4), written once for the server, which enforces it, and the
 * app, which offers only what will be accepted. The actor is the real login user, never the user an
 * admin acts as.
 */
export interface UserAdminActor {
  id: number;
  customerId: number;
  isCustomerAdmin: boolean;
  isGlobalAdmin: boolean;
}

/** The fields the rules look at, of the user as stored and as the admin wants it. */
export interface RuledUser {
  isActive: boolean;
  isCustomerAdmin: boolean;
  isGlobalAdmin: boolean;
  isProvider: boolean;
  reportLevel: ReportLevel;
}

/** The highest report level a customer admin may give: customer (1). */
export const customerAdminMaxReportLevel = 1;

/** A customer admin manages their own customer's users; a global admin any customer's (spec §6). */
export function canManageCustomerUsers(actor: UserAdminActor, customerId: number): boolean {
  return actor.isGlobalAdmin || (actor.isCustomerAdmin && actor.customerId === customerId);
}

/** Global admin and provider staff are given only by a global admin; the other roles by any admin. */
export function canGrantRole(actor: UserAdminActor, role: UserRoleFlag): boolean {
  return actor.isGlobalAdmin || (role !== 'isGlobalAdmin' && role !== 'isProvider');
}

/** The report levels an admin may give: a customer admin up to customer (1), a global admin all. */
export function grantableReportLevels(actor: UserAdminActor): readonly ReportLevel[] {
  return actor.isGlobalAdmin
    ? reportLevels
    : reportLevels.filter((level) => level <= customerAdminMaxReportLevel);
}

/** A customer admin leaves global admins and provider staff alone: their rights are not theirs to give. */
export function canEditUser(actor: UserAdminActor, user: Pick<RuledUser, 'isGlobalAdmin' | 'isProvider'>) {
  return actor.isGlobalAdmin || (!user.isGlobalAdmin && !user.isProvider);
}

export type UserRuleRefusal = Extract<
  ErrorCode,
  | 'MayNotEditUser'
  | 'MayNotGrantGlobalAdmin'
  | 'MayNotGrantProvider'
  | 'MayNotGrantReportLevel'
  | 'MayNotDeactivateSelf'
  | 'MayNotDemoteSelf'
>;

function isDemotion(before: RuledUser, after: RuledUser): boolean {
  return (before.isCustomerAdmin && !after.isCustomerAdmin) || (before.isGlobalAdmin && !after.isGlobalAdmin);
}

/**
 * Why an admin may not save `after` over `before` (null for a new user), or null when they may. A
 * value the admin leaves as it was is never a grant: a customer admin may edit a user a global admin
 * gave report level 2, as long as the level stays. Nobody deactivates or demotes themselves, so a
 * customer is never left without the admin who could undo it.
 */
export function userChangeRefusal(
  actor: UserAdminActor,
  target: { id: number | null; before: RuledUser | null },
  after: RuledUser,
): UserRuleRefusal | null {
  const { before } = target;
  if (before && !canEditUser(actor, before)) return 'MayNotEditUser';
  const grants = (flag: 'isGlobalAdmin' | 'isProvider') => after[flag] && !before?.[flag];
  if (grants('isGlobalAdmin') && !canGrantRole(actor, 'isGlobalAdmin')) return 'MayNotGrantGlobalAdmin';
  if (grants('isProvider') && !canGrantRole(actor, 'isProvider')) return 'MayNotGrantProvider';
  const isNewLevel = after.reportLevel !== before?.reportLevel;
  if (isNewLevel && !grantableReportLevels(actor).includes(after.reportLevel)) {
    return 'MayNotGrantReportLevel';
  }
  if (before && target.id === actor.id) {
    if (!after.isActive) return 'MayNotDeactivateSelf';
    if (isDemotion(before, after)) return 'MayNotDemoteSelf';
  }
  return null;
}
