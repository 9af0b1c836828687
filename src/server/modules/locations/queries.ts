import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A user's primary and secondary locations (spec §6). */
export async function ownLocationIds(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('locationId')
    .where('id', '=', userId)
    .union(db.selectFrom('userSecondaryLocations').select('locationId').where('userId', '=', userId))
    .execute();
  return rows.map((row) => row.locationId);
}

export const locationListColumns = ['id', 'name', 'number', 'statusId', 'typeId', 'customerId'] as const;
