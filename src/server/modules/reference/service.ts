import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { DB } from '../../db/schema.ts';
import { localizedName } from './localized-name.ts';

/** The reference lists of the start bundle (POST Actions, spec §7). */
export function transactionTypes(db: Kysely<DB>) {
  return db.selectFrom('transactionTypes').selectAll().orderBy('id').execute();
}

export function transactionStatuses(db: Kysely<DB>) {
  return db.selectFrom('transactionStatuses').selectAll().orderBy('id').execute();
}

/** The market's trucks, named in the session's language (issue 15 item 5). */
export function truckTypes(db: Kysely<DB>, session: Session) {
  return db
    .selectFrom('truckTypes')
    .select(['id', 'isDefault', 'qtyHeight', 'qtyHeight2', 'tpuCount', 'tpuCount2'])
    .select(localizedName('names', sessionLanguage(session)).as('name'))
    .where('marketId', '=', session.marketId)
    .orderBy('id')
    .execute();
}

export function interCompanyLinks(db: Kysely<DB>, session: Session) {
  return db
    .selectFrom('interCompanyLinks')
    .select(['url', 'companyCountry'])
    .where('marketId', '=', session.marketId)
    .orderBy('companyCountry')
    .execute();
}
