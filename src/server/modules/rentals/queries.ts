import { sql, type Kysely } from 'kysely';
import type { RentalContainer, RentalRow } from '../../../domain/containers/rental-input.ts';
import {
  rentalCostInputOf,
  rentalCostSoFar,
  rentalDaysSoFar,
} from '../../../domain/containers/rental-cost.ts';
import { canChangeRental, type RentalStatus } from '../../../domain/containers/rental-status.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import {
  inContainerScope,
  isContainerProvider,
  reachesLocation,
  type ContainerScope,
  type ContainerScopes,
} from '../containers/container-scope.ts';
import { localizedName } from '../reference/localized-name.ts';

/** The rentals a scope reaches, with the names and the number of containers the list shows. */
export function reachableRentals(db: Kysely<DB>, scope: ContainerScope, language: Locale) {
  return db
    .selectFrom('rentals')
    .innerJoin('customers as c', 'c.id', 'rentals.customerId')
    .innerJoin('locations as l', 'l.id', 'rentals.locationId')
    .innerJoin('users as u', 'u.id', 'rentals.createdBy')
    .innerJoin('markets as m', 'm.id', 'rentals.marketId')
    .innerJoin('containerTypes as ct', (join) =>
      join.onRef('ct.marketId', '=', 'rentals.marketId').onRef('ct.id', '=', 'rentals.containerTypeId'),
    )
    .where(inContainerScope('rentals', scope))
    .select([
      'rentals.id',
      'rentals.marketId',
      'rentals.rentalNo',
      'rentals.customerId',
      'c.name as customerName',
      'rentals.locationId',
      'l.name as locationName',
      'rentals.containerTypeId',
      localizedName('ct.names', language).as('containerTypeName'),
      'rentals.status',
      sql<string>`rentals.start_date::text`.as('startDate'),
      sql<string | null>`rentals.end_date::text`.as('endDate'),
      'rentals.wishedCount',
      sql<number>`(select count(*) from rental_containers rc where rc.rental_id = rentals.id)::int`.as(
        'containerCount',
      ),
      'rentals.dailyPrice',
      'm.currency',
      'rentals.reference',
      'u.name as createdByName',
      'rentals.createdAt',
      'rentals.openedAt',
      'rentals.closedAt',
      'rentals.version',
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof reachableRentals>['execute']>>[number];

/**
 * The row as the client sees it: the days and cost so far, and what the session may do with it —
 * provider staff open a registered rental; they, and the customer on its own rental, close an open one
 * or withdraw a registered one (rental-status.ts) — only where the session writes (a customer-level
 * reader sees a sibling location's rental without the buttons).
 */
export function rentalRowOf(row: Selected, scopes: ContainerScopes, today: string): RentalRow {
  const cost = rentalCostInputOf(row, today);
  const writable = reachesLocation(scopes.write, {
    id: row.locationId,
    customerId: row.customerId,
    marketId: row.marketId,
  });
  const provider = isContainerProvider(scopes.write);
  const status = row.status as RentalStatus;
  return {
    ...row,
    status,
    containerCount: Number(row.containerCount),
    dailyPrice: Number(row.dailyPrice),
    days: rentalDaysSoFar(cost),
    costSoFar: rentalCostSoFar(cost),
    createdAt: row.createdAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    mayOpen: writable && canChangeRental(status, 'Open', provider ? 'provider' : 'customer'),
    mayClose: writable && canChangeRental(status, 'Closed', provider ? 'provider' : 'customer'),
  };
}

/** The containers of a rental, by number. */
export async function rentalContainersOf(db: Kysely<DB>, rentalId: number): Promise<RentalContainer[]> {
  return db
    .selectFrom('rentalContainers as rc')
    .innerJoin('containers as k', 'k.id', 'rc.containerId')
    .innerJoin('locations as l', 'l.id', 'k.locationId')
    .select(['k.id', 'k.number', 'k.containerTypeId', 'l.name as locationName', 'k.status'])
    .where('rc.rentalId', '=', rentalId)
    .orderBy('k.number')
    .execute();
}

/**
 * Free containers for a rental of a type: at a provider location of the market, status OK and with no
 * current RENTED transaction.
 */
export function freeContainersQuery(db: Kysely<DB>, marketId: string, typeId: string) {
  return db
    .selectFrom('containers as k')
    .innerJoin('locations as l', 'l.id', 'k.locationId')
    .select(['k.id', 'k.number', 'k.containerTypeId', 'l.name as locationName', 'k.status'])
    .where('k.marketId', '=', marketId)
    .where('k.containerTypeId', '=', typeId)
    .where('k.status', '=', 'OK')
    .where('l.isProvider', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('containerTransactions as tx')
            .select('tx.id')
            .whereRef('tx.containerId', '=', 'k.id')
            .where('tx.endedAt', 'is', null)
            .where('tx.typeId', '=', 'RENTED'),
        ),
      ),
    );
}
