import { sql, type Kysely } from 'kysely';
import type {
  ContainerOrderInput,
  ContainerOrderList,
  ContainerOrderOptions,
  ContainerOrderRow,
  ContainerOrderStatusChange,
} from '../../../domain/containers/container-order-input.ts';
import {
  canChangeContainerOrder,
  earliestDeliveryDate,
  isProviderOnlyStatus,
  type ContainerOrderStatus,
} from '../../../domain/containers/container-order-status.ts';
import { openDays } from '../../../domain/calendar/open-days.ts';
import { countryOfMarket } from '../../../domain/shared/market-country.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import {
  isContainerProvider,
  reachesLocation,
  type ContainerScope,
  type ContainerScopes,
} from '../containers/container-scope.ts';
import { localizedName } from '../reference/localized-name.ts';
import { nextContainerNo } from './numbers.ts';
import { containerTypeOf, fieldError, orderingLocation } from './ordering.ts';
import { serverToday } from './server-day.ts';
import { containerOrderRowOf, containerOrderSortColumns, reachableContainerOrders } from './queries.ts';

export const containerOrderNotFoundMessage = 'Container order not found';

export interface ContainerOrderListFilter {
  status?: ContainerOrderStatus | undefined;
  sort?: keyof typeof containerOrderSortColumns | undefined;
  descending?: 'true' | 'false' | undefined;
}

/** GET ContainerOrders: every order in the scope (a customer's orders are few), sorted as asked. */
export async function listContainerOrders(
  db: Kysely<DB>,
  scopes: ContainerScopes,
  language: Locale,
  filter: ContainerOrderListFilter,
): Promise<ContainerOrderList> {
  const all = reachableContainerOrders(db, scopes.read, language);
  let query = all;
  if (filter.status) query = query.where('containerOrders.status', '=', filter.status);
  const column = containerOrderSortColumns[filter.sort ?? 'deliveryDate'];
  const direction = (filter.descending ?? (filter.sort ? 'false' : 'true')) === 'true' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    query.orderBy(column, direction).orderBy('containerOrders.id', 'desc').limit(1000).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => containerOrderRowOf(row, scopes)), total: Number(count.total) };
}

/** One order if `scope` reaches it, as `scopes` may act on it; any other is not found (404). */
async function containerOrderIn(
  db: Kysely<DB>,
  scope: ContainerScope,
  scopes: ContainerScopes,
  language: Locale,
  id: number,
): Promise<ContainerOrderRow> {
  const row = await reachableContainerOrders(db, scope, language)
    .where('containerOrders.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(containerOrderNotFoundMessage);
  return containerOrderRowOf(row, scopes);
}

/** GET ContainerOrder: one order in the read scope; any other is not found (404). */
export function readContainerOrder(
  db: Kysely<DB>,
  scopes: ContainerScopes,
  language: Locale,
  id: number,
): Promise<ContainerOrderRow> {
  return containerOrderIn(db, scopes.read, scopes, language, id);
}

/** A delivery date must be an open day of the market's calendar, from the earliest delivery date on. */
export function assertDeliveryDay(marketId: string, date: string, today: string) {
  if (date < today) throw fieldError('deliveryDate', 'must not be in the past');
  if (date < earliestDeliveryDate(today)) throw fieldError('deliveryDate', 'must be tomorrow or later');
  const month = date.slice(0, 7);
  const day = openDays(countryOfMarket(marketId), { from: month, to: month }).find((d) => d.date === date);
  if (!day) throw fieldError('deliveryDate', 'must be a date');
  if (!day.isOpen) throw fieldError('deliveryDate', 'must be an open day');
}

/** POST containerOrder: a new order, status Open, numbered per market, at a location the session writes. */
export async function createContainerOrder(
  db: Kysely<DB>,
  session: Session,
  scopes: ContainerScopes,
  language: Locale,
  input: ContainerOrderInput,
): Promise<ContainerOrderRow> {
  const today = serverToday();
  assertDeliveryDay(session.marketId, input.deliveryDate, today);
  return inTransaction(db, async (trx) => {
    const location = await orderingLocation(trx, session, scopes.write, input.locationId);
    await containerTypeOf(trx, session.marketId, input.containerTypeId);
    const orderNo = await nextContainerNo(trx, 'containerOrders', session.marketId, today);
    const row = await trx
      .insertInto('containerOrders')
      .values({
        marketId: session.marketId,
        orderNo,
        customerId: location.customerId,
        locationId: location.id,
        containerTypeId: input.containerTypeId,
        count: input.count,
        deliveryDate: input.deliveryDate,
        deliveryAddress: input.deliveryAddress.trim(),
        reference: input.reference?.trim() || null,
        createdBy: session.actingUser.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return readContainerOrder(trx, scopes, language, row.id);
  });
}

/**
 * POST containerOrderStatus: confirm, deliver or cancel. 404 outside the write scope; a customer confirming
 * or delivering 403; a stale version 409 with the current row; a move the status machine refuses 409.
 */
export async function changeContainerOrderStatus(
  db: Kysely<DB>,
  session: Session,
  scopes: ContainerScopes,
  language: Locale,
  change: ContainerOrderStatusChange,
): Promise<ContainerOrderRow> {
  return inTransaction(db, async (trx) => {
    await containerOrderIn(trx, scopes.write, scopes, language, change.id);
    const actor = isContainerProvider(scopes.write) ? 'provider' : 'customer';
    if (actor === 'customer' && isProviderOnlyStatus(change.status)) {
      throw forbidden('Only the container provider confirms and delivers container orders');
    }
    await trx.selectFrom('containerOrders').select('id').where('id', '=', change.id).forUpdate().execute();
    const locked = await containerOrderIn(trx, scopes.write, scopes, language, change.id);
    if (locked.version !== change.version) {
      throw new HttpError(409, 'The container order was changed by someone else', 'VersionConflict', locked);
    }
    if (!canChangeContainerOrder(locked.status, change.status, actor)) {
      throw new HttpError(
        409,
        `A container order in status ${locked.status} cannot be set to ${change.status}`,
        'InvalidStatusTransition',
        locked,
      );
    }
    await trx
      .updateTable('containerOrders')
      .set((eb) => ({ status: change.status, version: eb('version', '+', 1), updatedAt: sql<Date>`now()` }))
      .where('id', '=', change.id)
      .execute();
    return readContainerOrder(trx, scopes, language, change.id);
  });
}

/** A location's address on one line. */
const addressLine = (street: string | null, postCode: string | null, postPlace: string | null) =>
  [street, [postCode, postPlace].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** GET ContainerOrderOptions: the market's types, and the container locations in reach with addresses. */
export async function containerOrderOptions(
  db: Kysely<DB>,
  session: Session,
  scopes: ContainerScopes,
  language: Locale,
): Promise<ContainerOrderOptions> {
  const scope = scopes.write;
  const [types, locations, market] = await Promise.all([
    db
      .selectFrom('containerTypes')
      .select(['id', localizedName('names', language).as('name'), 'dailyPrice'])
      .where('marketId', '=', session.marketId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('locations')
      .select(['id', 'name', 'customerId', 'marketId', 'street', 'postCode', 'postPlace', 'isProvider'])
      .where('marketId', '=', session.marketId)
      .where('isContainerActive', '=', true)
      .orderBy('name')
      .execute(),
    db.selectFrom('markets').select('currency').where('id', '=', session.marketId).executeTakeFirstOrThrow(),
  ]);
  // Provider staff order for customers, never for the provider's own depots.
  const reached = locations.filter(
    (location) => reachesLocation(scope, location) && !(isContainerProvider(scope) && location.isProvider),
  );
  const addresses =
    reached.length === 0
      ? []
      : await db
          .selectFrom('locationAddresses')
          .select(['locationId', 'name', 'street', 'postCode', 'postPlace'])
          .where(
            'locationId',
            'in',
            reached.map((location) => location.id),
          )
          .orderBy('name')
          .execute();
  return {
    types: types.map((type) => ({ ...type, dailyPrice: Number(type.dailyPrice) })),
    locations: reached.map((location) => ({
      id: location.id,
      name: location.name,
      addresses: [
        addressLine(location.street, location.postCode, location.postPlace),
        ...addresses
          .filter((address) => address.locationId === location.id)
          .map(
            (address) =>
              `${address.name}: ${addressLine(address.street, address.postCode, address.postPlace)}`,
          ),
      ].filter((line) => line !== ''),
    })),
    defaultLocationId: reached.some((location) => location.id === session.locationId)
      ? session.locationId
      : null,
    isProvider: isContainerProvider(scope),
    currency: market.currency,
  };
}
