import type { Kysely } from 'kysely';
import { statusName } from '../../../domain/shared/status-ids.ts';
import { projectFields } from '../../../domain/shared/include-fields.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/** GET Customers (spec §6, §7): a global admin may choose any customer of the market, others their own. */
export async function listCustomers(db: Kysely<DB>, session: Session, include: readonly string[]) {
  let select = db
    .selectFrom('customers')
    .select(['id', 'name', 'statusId', 'isPooling', 'isCommission', 'isProvider'])
    .where('marketId', '=', session.marketId)
    .orderBy('name');
  if (!session.loginUser.isGlobalAdmin) select = select.where('id', '=', session.loginUser.customerId);
  const rows = await select.execute();
  return rows.map((row) => projectFields({ ...row, status: statusName(row.statusId) }, include));
}
