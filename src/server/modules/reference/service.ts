import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/** The reference lists of the start bundle (POST Actions, spec §7). */
export function transactionTypes(db: Kysely<DB>) {
  return db.selectFrom('transactionTypes').selectAll().orderBy('id').execute();
}

export function transactionStatuses(db: Kysely<DB>) {
  return db.selectFrom('transactionStatuses').selectAll().orderBy('id').execute();
}

export function truckTypes(db: Kysely<DB>, session: Session) {
  return db
    .selectFrom('truckTypes')
    .select(['id', 'name', 'isDefault', 'qtyHeight', 'qtyHeight2', 'tpuCount', 'tpuCount2'])
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

/** Disagreements (status 6) that involve the acting location (spec §4). */
export async function countDisagreements(db: Kysely<DB>, session: Session) {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('transactionStatusId', '=', 6)
    .where((eb) =>
      eb.or([eb('locationIdFrom', '=', session.locationId), eb('locationIdTo', '=', session.locationId)]),
    )
    .executeTakeFirstOrThrow();
  return row.count;
}
