import { sql, type Kysely } from 'kysely';
import type { CountingReport } from '../../../domain/counting/counting-report.ts';
import type { Session } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { DB } from '../../db/schema.ts';
import { choiceNames } from '../reference/localized-name.ts';

export type ReportFilter = { locationId: number } | { ids: readonly number[] };

/**
 * Counting reports of the session's market as the audit screen shows them (spec §3), their product
 * choices named in the session's language. Inbound and outbound are
 * the pallets that came and went (receptions, deliveries, receipts — not adjustments) after the
 * previous confirmed count of the same location and choice: for an unconfirmed report up to now, for
 * a confirmed one up to the movements its own confirmation covered (`last_movement_id`).
 */
export async function countingReportRows(
  db: Kysely<DB>,
  session: Session,
  filter: ReportFilter,
): Promise<CountingReport[]> {
  const rows = await db
    .selectFrom('countingReports as r')
    .innerJoin('products as p', 'p.id', 'r.productId')
    .innerJoin('treatments as tr', 'tr.id', 'r.treatmentId')
    .innerJoin('qualities as q', 'q.id', 'r.qualityId')
    .innerJoin('users as u', 'u.id', 'r.registeredBy')
    .leftJoinLateral(
      (eb) => {
        const previousCount = eb
          .selectFrom('countingReports as c')
          .select((inner) => inner.fn.max('c.lastMovementId').as('lastMovementId'))
          .where('c.confirmed', '=', true)
          .where((inner) =>
            inner(
              inner.refTuple('c.locationId', 'c.productId', 'c.treatmentId', 'c.qualityId'),
              '=',
              inner.refTuple('r.locationId', 'r.productId', 'r.treatmentId', 'r.qualityId'),
            ),
          )
          .where('c.confirmedAt', '<', sql<Date>`coalesce(${sql.ref('r.confirmedAt')}, 'infinity')`);
        return eb
          .selectFrom('balanceMovements as m')
          .select((inner) => {
            const inWindow = inner.and([
              inner('m.kind', '<>', 'adjustment'),
              inner('m.id', '>', inner.fn.coalesce(previousCount, sql<number>`0`)),
              inner.or([
                inner('r.lastMovementId', 'is', null),
                inner('m.id', '<=', inner.ref('r.lastMovementId')),
              ]),
            ]);
            const sum = () => inner.fn.sum<number | null>('m.quantity');
            return [
              sum()
                .filterWhere(inner.and([inWindow, inner('m.quantity', '>', 0)]))
                .as('inbound'),
              sum()
                .filterWhere(inner.and([inWindow, inner('m.quantity', '<', 0)]))
                .as('outbound'),
              sum().as('balanceNow'),
            ];
          })
          .where((inner) =>
            inner(
              inner.refTuple('m.locationId', 'm.productId', 'm.treatmentId', 'm.qualityId'),
              '=',
              inner.refTuple('r.locationId', 'r.productId', 'r.treatmentId', 'r.qualityId'),
            ),
          )
          .as('w');
      },
      (join) => join.onTrue(),
    )
    .select([
      'r.id',
      'r.locationId',
      'r.productId',
      'r.treatmentId',
      'r.qualityId',
      'r.countedVolume',
      'w.inbound',
      'w.outbound',
      'w.balanceNow',
      'r.balanceAtConfirm',
      'r.confirmed',
      'r.confirmedAt',
      'r.registeredBy',
      'u.name as registeredByName',
      'r.registeredAt',
      'r.version',
    ])
    .select(choiceNames(sessionLanguage(session)))
    .where('r.marketId', '=', session.marketId)
    .where('r.deletedAt', 'is', null)
    .$call((query) =>
      'ids' in filter
        ? query.where((eb) => eb('r.id', '=', eb.fn.any(eb.val([...filter.ids]))))
        : query.where('r.locationId', '=', filter.locationId),
    )
    .orderBy('r.productId')
    .orderBy('r.treatmentId')
    .orderBy('r.qualityId')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(({ inbound, outbound, balanceNow, balanceAtConfirm, ...row }) => {
    const balance = row.confirmed ? (balanceAtConfirm ?? 0) : (balanceNow ?? 0);
    return {
      ...row,
      inboundVolume: inbound ?? 0,
      outboundVolume: -(outbound ?? 0),
      balance,
      difference: row.countedVolume - balance,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      registeredAt: row.registeredAt.toISOString(),
    };
  });
}
