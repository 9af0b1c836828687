import { sql, type Kysely } from 'kysely';
import type {
  RentalClose,
  RentalContainer,
  RentalDetail,
  RentalInput,
  RentalList,
  RentalOpen,
  RentalRow,
} from '../../../domain/containers/rental-input.ts';
import {
  lastChargedDay,
  rentalCostInputOf,
  rentalMonthParts,
} from '../../../domain/containers/rental-cost.ts';
import { canChangeRental, type RentalStatus } from '../../../domain/containers/rental-status.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import {
  isContainerProvider,
  type ContainerScope,
  type ContainerScopes,
} from '../containers/container-scope.ts';
import { nextContainerNo } from '../container-orders/numbers.ts';
import { containerTypeOf, fieldError, orderingLocation } from '../container-orders/ordering.ts';
import { serverToday } from '../container-orders/server-day.ts';
import { freeContainersQuery, reachableRentals, rentalContainersOf, rentalRowOf } from './queries.ts';

export const rentalNotFoundMessage = 'Rental not found';
export const providerOnlyMessage = 'Only the container provider opens rentals';

/** GET Rentals: the rentals in the scope, newest start first, with a status filter. */
export async function listRentals(
  db: Kysely<DB>,
  scopes: ContainerScopes,
  language: Locale,
  filter: { status?: RentalStatus | undefined },
): Promise<RentalList> {
  let query = reachableRentals(db, scopes.read, language);
  if (filter.status) query = query.where('rentals.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query.orderBy('rentals.startDate', 'desc').orderBy('rentals.id', 'desc').limit(1000).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const today = serverToday();
  return { rows: rows.map((row) => rentalRowOf(row, scopes, today)), total: Number(count.total) };
}

/** The rental if `scope` reaches it (404 otherwise), as `scopes` may act on it. */
async function rentalRow(
  db: Kysely<DB>,
  scope: ContainerScope,
  scopes: ContainerScopes,
  language: Locale,
  id: number,
): Promise<RentalRow> {
  const row = await reachableRentals(db, scope, language).where('rentals.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(rentalNotFoundMessage);
  return rentalRowOf(row, scopes, serverToday());
}

/** GET Rental: the rental with its containers and the cost so far per month; 404 outside the scope. */
export async function readRental(
  db: Kysely<DB>,
  scopes: ContainerScopes,
  language: Locale,
  id: number,
): Promise<RentalDetail> {
  const row = await rentalRow(db, scopes.read, scopes, language, id);
  const containers = await rentalContainersOf(db, id);
  const cost = rentalCostInputOf(row, serverToday());
  const months = cost.containers === 0 ? [] : rentalMonthParts(cost, lastChargedDay(cost));
  return { ...row, containers, months };
}

/** POST rental: the customer registers a rental at the type's daily price of today. */
export async function createRental(
  db: Kysely<DB>,
  session: Session,
  scopes: ContainerScopes,
  language: Locale,
  input: RentalInput,
): Promise<RentalDetail> {
  const today = serverToday();
  if (input.startDate < today) throw fieldError('startDate', 'must not be in the past');
  return inTransaction(db, async (trx) => {
    const location = await orderingLocation(trx, session, scopes.write, input.locationId);
    if (location.isProvider) throw fieldError('locationId', 'must be a customer location');
    const type = await containerTypeOf(trx, session.marketId, input.containerTypeId);
    const rentalNo = await nextContainerNo(trx, 'rentals', session.marketId, today);
    const row = await trx
      .insertInto('rentals')
      .values({
        marketId: session.marketId,
        rentalNo,
        customerId: location.customerId,
        locationId: location.id,
        containerTypeId: input.containerTypeId,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        dailyPrice: type.dailyPrice,
        wishedCount: input.count,
        reference: input.reference?.trim() || null,
        createdBy: session.actingUser.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return readRental(trx, scopes, language, row.id);
  });
}

/**
 * The rental under a row lock, after checking the session writes where it is (404) and the version
 * (409).
 */
async function lockedRental(
  trx: Kysely<DB>,
  scopes: ContainerScopes,
  language: Locale,
  change: { id: number; version: number },
) {
  await rentalRow(trx, scopes.write, scopes, language, change.id);
  await trx.selectFrom('rentals').select('id').where('id', '=', change.id).forUpdate().execute();
  const rental = await readRental(trx, scopes, language, change.id);
  if (rental.version !== change.version) {
    throw new HttpError(409, 'The rental was changed by someone else', 'VersionConflict', rental);
  }
  return rental;
}

const refusedMove = (rental: RentalDetail, to: RentalStatus) =>
  new HttpError(
    409,
    `A rental in status ${rental.status} cannot be set to ${to}`,
    'InvalidStatusTransition',
    rental,
  );

/**
 * POST rentalOpen: provider staff open a registered rental with free containers. Each container moves
 * to the renting location and gets a RENTED transaction as its current one (its previous current
 * transaction ends); where it came from is kept, so closing returns it there.
 */
export async function openRental(
  db: Kysely<DB>,
  session: Session,
  scopes: ContainerScopes,
  language: Locale,
  input: RentalOpen,
): Promise<RentalDetail> {
  if (!isContainerProvider(scopes.write)) throw forbidden(providerOnlyMessage);
  return inTransaction(db, async (trx) => {
    const rental = await lockedRental(trx, scopes, language, input);
    if (!canChangeRental(rental.status, 'Open', 'provider')) throw refusedMove(rental, 'Open');
    const ids = [...input.containerIds].sort((a, b) => a - b);
    await trx
      .selectFrom('containers')
      .select('id')
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    const free = await freeContainersQuery(trx, session.marketId, rental.containerTypeId)
      .where('k.id', 'in', ids)
      .select(['k.locationId', 'k.customerId'])
      .execute();
    if (free.length !== ids.length) {
      throw fieldError(
        'containerIds',
        "must be free containers of the rental's type (status OK, not rented)",
      );
    }
    await trx
      .insertInto('rentalContainers')
      .values(
        free.map((container) => ({
          rentalId: rental.id,
          containerId: container.id,
          fromLocationId: container.locationId,
          fromCustomerId: container.customerId,
        })),
      )
      .execute();
    await moveContainers(trx, session, ids, {
      typeId: 'RENTED',
      rentalId: rental.id,
      to: () => ({ locationId: rental.locationId, customerId: rental.customerId }),
    });
    // The charge counts from the day the containers are handed over (rental-cost.ts): the wished
    // start date becomes the opening day, whether the provider opens late or early.
    await trx
      .updateTable('rentals')
      .set((eb) => ({
        status: 'Open',
        startDate: serverToday(),
        openedAt: sql<Date>`now()`,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', rental.id)
      .execute();
    return readRental(trx, scopes, language, rental.id);
  });
}

/** Ends the containers' current transactions and starts a new current one, moving each container. */
async function moveContainers(
  trx: Kysely<DB>,
  session: Session,
  containerIds: number[],
  move: {
    typeId: 'RENTED' | 'RETURNED';
    rentalId: number;
    to: (containerId: number) => { locationId: number; customerId: number };
  },
) {
  if (containerIds.length === 0) return;
  await trx
    .updateTable('containerTransactions')
    .set({ endedAt: sql<Date>`now()` })
    .where('containerId', 'in', containerIds)
    .where('endedAt', 'is', null)
    .execute();
  await trx
    .insertInto('containerTransactions')
    .values(
      containerIds.map((containerId) => ({
        containerId,
        typeId: move.typeId,
        locationId: move.to(containerId).locationId,
        rentalId: move.rentalId,
        createdBy: session.actingUser.id,
      })),
    )
    .execute();
  for (const containerId of containerIds) {
    const place = move.to(containerId);
    await trx
      .updateTable('containers')
      .set((eb) => ({
        locationId: place.locationId,
        customerId: place.customerId,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', containerId)
      .execute();
  }
}

/**
 * POST rentalClose: provider staff, or the customer on its own rental, close an open rental. Its
 * containers' current (RENTED) transactions end and each gets a RETURNED transaction as its current one
 * at the location it was taken from, where it goes back. The end date becomes the closing day, the last
 * charged day (never before the opening day, which is the start date). A registered rental is withdrawn
 * the same way: no containers, nothing charged, its planned end date kept.
 */
export async function closeRental(
  db: Kysely<DB>,
  session: Session,
  scopes: ContainerScopes,
  language: Locale,
  input: RentalClose,
): Promise<RentalDetail> {
  return inTransaction(db, async (trx) => {
    const rental = await lockedRental(trx, scopes, language, input);
    const actor = isContainerProvider(scopes.write) ? 'provider' : 'customer';
    if (!canChangeRental(rental.status, 'Closed', actor)) throw refusedMove(rental, 'Closed');
    const origins = await trx
      .selectFrom('rentalContainers as rc')
      .innerJoin('containers as k', 'k.id', 'rc.containerId')
      .select(['rc.containerId', 'rc.fromLocationId', 'rc.fromCustomerId', 'k.locationId', 'k.customerId'])
      .where('rc.rentalId', '=', rental.id)
      .orderBy('rc.containerId')
      .execute();
    await trx
      .selectFrom('containers')
      .select('id')
      .where('id', 'in', origins.length ? origins.map((o) => o.containerId) : [0])
      .orderBy('id')
      .forUpdate()
      .execute();
    const placeOf = new Map(
      origins.map((origin) => [
        origin.containerId,
        {
          locationId: origin.fromLocationId ?? origin.locationId,
          customerId: origin.fromCustomerId ?? origin.customerId,
        },
      ]),
    );
    await moveContainers(
      trx,
      session,
      origins.map((origin) => origin.containerId),
      { typeId: 'RETURNED', rentalId: rental.id, to: (id) => placeOf.get(id)! },
    );
    const today = serverToday();
    await trx
      .updateTable('rentals')
      .set((eb) => ({
        status: 'Closed',
        closedAt: sql<Date>`now()`,
        ...(rental.status === 'Open' ? { endDate: today < rental.startDate ? rental.startDate : today } : {}),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', rental.id)
      .execute();
    return readRental(trx, scopes, language, rental.id);
  });
}

/** GET FreeContainers?rentalId=: the containers provider staff may open the rental with. */
export async function freeContainers(
  db: Kysely<DB>,
  session: Session,
  scopes: ContainerScopes,
  language: Locale,
  rentalId: number,
): Promise<RentalContainer[]> {
  if (!isContainerProvider(scopes.write)) throw forbidden(providerOnlyMessage);
  const rental = await rentalRow(db, scopes.write, scopes, language, rentalId);
  return freeContainersQuery(db, session.marketId, rental.containerTypeId).orderBy('k.number').execute();
}
