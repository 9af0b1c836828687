import type { Kysely } from 'kysely';
import { statusName } from '../../../domain/shared/status-ids.ts';
import type { SessionStatus } from '../../../domain/session/session-status.ts';
import type { Session, SessionUser } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { selectLogoUrl } from '../company/queries.ts';
import { loginMayKeepShopAccounting } from '../shop-accounting/shop-actor.ts';

function publicUser(user: SessionUser) {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    language: user.language,
    loginName: user.loginName,
    locationId: user.locationId,
    customerId: user.customerId,
    isCustomerAdmin: user.isCustomerAdmin,
    isGlobalAdmin: user.isGlobalAdmin,
    isProvider: user.isProvider,
    reportLevel: user.reportLevel,
    confirmedGdpr: user.confirmedGdpr,
  };
}

/** The session status bundle of spec §3: customer, location, user, loginUser, language and info. */
export async function sessionStatus(db: Kysely<DB>, session: Session): Promise<SessionStatus> {
  const [customer, location, market, logoUrl, shopAccounting] = await Promise.all([
    db
      .selectFrom('customers')
      .select([
        'id',
        'name',
        'statusId',
        'image',
        'agreementStandard',
        'isPooling',
        'isCommission',
        'isProvider',
      ])
      .where('id', '=', session.customerId)
      .executeTakeFirst(),
    db
      .selectFrom('locations')
      .select([
        'id',
        'name',
        'number',
        'typeId',
        'statusId',
        'isProvider',
        'isPooling',
        'isCommission',
        'isDispatch',
        'isContainerActive',
        'poolingGroupId',
      ])
      .where('id', '=', session.locationId)
      .executeTakeFirst(),
    db.selectFrom('markets').selectAll().where('id', '=', session.marketId).executeTakeFirstOrThrow(),
    selectLogoUrl(db, session.customerId),
    loginMayKeepShopAccounting(db, session),
  ]);
  if (!customer || !location) throw notFound('The session customer or location no longer exists');
  return {
    // The uploaded logo (issue 17 item 1) is the customer's image: the call that serves it.
    customer: { ...customer, status: statusName(customer.statusId), image: logoUrl ?? customer.image },
    location,
    user: publicUser(session.actingUser),
    loginUser: publicUser(session.loginUser),
    language: sessionLanguage(session),
    info: market.name,
    isImpersonating: session.isImpersonating,
    agreementRequired: market.requiresAgreement && !customer.agreementStandard,
    shopAccounting,
  };
}
