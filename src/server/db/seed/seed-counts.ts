import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { SeededMarket } from './seeded-market.ts';

/** A count is taken this long after the last movement of what it counts. */
const hourMs = 3_600_000;

/**
 * A confirmed stock count at every active pooling and commission location, of the choice it holds
 * most of, a few pallets off the balance, an hour after that choice last moved (so the count covers
 * every movement before it, as the counting module's `last_movement_id` says), with the adjustment that
 * corrected it (as the counting module books one), and an allowed maximum balance on pooling locations: the first one's just under
 * its balance, so pooling balance control has a location over its maximum to mark (issue 18 item 4).
 */
export async function seedCounts(trx: Kysely<DB>, market: SeededMarket, now: Date): Promise<void> {
  const places = market.locations.filter(
    (location) => location.isActive && (location.role === 'pooling' || location.role === 'commission'),
  );
  for (const place of places) {
    const held = await trx
      .selectFrom('balanceMovements')
      .select(['productId', 'treatmentId', 'qualityId'])
      .select((eb) => [
        eb.fn.sum<number>('quantity').as('balance'),
        eb.fn.max('id').as('lastId'),
        eb.fn.max('createdAt').as('lastAt'),
      ])
      .where('locationId', '=', place.id)
      .groupBy(['productId', 'treatmentId', 'qualityId'])
      .orderBy(sql`sum(quantity)`, 'desc')
      .executeTakeFirst();
    if (!held) continue;
    const user = market.users.find((candidate) => candidate.locationId === place.id && candidate.isActive);
    if (user) {
      const countedAt = new Date(Math.min(new Date(held.lastAt).getTime() + hourMs, now.getTime()));
      const balance = Number(held.balance);
      const difference = market.random.int(-6, 4);
      const counted = Math.max(0, balance + difference);
      const report = await trx
        .insertInto('countingReports')
        .values({
          marketId: market.seed.id,
          locationId: place.id,
          productId: held.productId,
          treatmentId: held.treatmentId,
          qualityId: held.qualityId,
          countedVolume: counted,
          confirmed: true,
          confirmedAt: countedAt,
          confirmedBy: user.id,
          balanceAtConfirm: balance,
          differenceAtConfirm: counted - balance,
          registeredBy: user.id,
          registeredAt: countedAt,
          updatedAt: countedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const adjustment =
        counted === balance
          ? undefined
          : await trx
              .insertInto('balanceMovements')
              .values({
                locationId: place.id,
                productId: held.productId,
                treatmentId: held.treatmentId,
                qualityId: held.qualityId,
                quantity: counted - balance,
                kind: 'adjustment',
                countingReportId: report.id,
                createdBy: user.id,
                createdAt: countedAt,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
      await trx
        .updateTable('countingReports')
        .set({ lastMovementId: adjustment?.id ?? held.lastId })
        .where('id', '=', report.id)
        .execute();
    }
  }
  await seedMaxBalances(
    trx,
    places.filter((place) => place.role === 'pooling').map((place) => place.id),
  );
}

/** Pooling locations' maximum balances: half again their balance, the fullest one's just under it. */
async function seedMaxBalances(trx: Kysely<DB>, locationIds: number[]) {
  if (locationIds.length === 0) return;
  const balances = await trx
    .selectFrom('balanceMovements')
    .select(['locationId', (eb) => eb.fn.sum<number>('quantity').as('balance')])
    .where('locationId', 'in', locationIds)
    .groupBy('locationId')
    .orderBy('balance', 'desc')
    .execute();
  for (const [index, row] of balances.entries()) {
    const balance = Math.max(Number(row.balance), 100);
    const share = index === 0 ? 0.9 : 1.5;
    await trx
      .updateTable('locations')
      .set({ maxBalance: Math.floor((balance * share) / 50) * 50 })
      .where('id', '=', row.locationId)
      .execute();
  }
}
