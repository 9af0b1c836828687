import type { Kysely } from 'kysely';
import type { NotifiedLocation, NotifiedUser } from '../../../domain/orders/order-notifications.ts';
import type { DB } from '../../db/schema.ts';
import type { NotifiedOrder } from './notification-mail.ts';

export interface NotifiedOrderFacts extends NotifiedOrder {
  marketLanguage: string;
  from: NotifiedLocation;
  to: NotifiedLocation;
}

/** The orders the notifications are about, with both ends' notification addresses and their lines. */
export async function notifiedOrders(
  db: Kysely<DB>,
  orderIds: readonly number[],
): Promise<Map<number, NotifiedOrderFacts>> {
  if (orderIds.length === 0) return new Map();
  const [orders, lines] = await Promise.all([
    db
      .selectFrom('transactions as t')
      .innerJoin('markets as m', 'm.id', 't.marketId')
      .innerJoin('locations as lf', 'lf.id', 't.locationIdFrom')
      .innerJoin('customers as cf', 'cf.id', 'lf.customerId')
      .innerJoin('locations as lt', 'lt.id', 't.locationIdTo')
      .innerJoin('customers as ct', 'ct.id', 'lt.customerId')
      .select([
        't.id',
        't.marketId',
        't.orderNo',
        't.transactionTypeId',
        't.sendDate',
        'm.defaultLanguage as marketLanguage',
        'lf.name as fromName',
        'lf.id as fromId',
        'lf.customerId as fromCustomerId',
        'lf.emailOrderConfirmed as fromEmailOrderConfirmed',
        'lf.emailPurchaseOrder as fromEmailPurchaseOrder',
        'lf.emailReturnOrder as fromEmailReturnOrder',
        'cf.emailOrderConfirmed as fromCompanyEmailOrderConfirmed',
        'cf.emailPurchase as fromCompanyEmailPurchase',
        'lt.name as toName',
        'lt.id as toId',
        'lt.customerId as toCustomerId',
        'lt.emailOrderConfirmed as toEmailOrderConfirmed',
        'lt.emailPurchaseOrder as toEmailPurchaseOrder',
        'lt.emailReturnOrder as toEmailReturnOrder',
        'ct.emailOrderConfirmed as toCompanyEmailOrderConfirmed',
        'ct.emailPurchase as toCompanyEmailPurchase',
      ])
      .where('t.id', 'in', orderIds)
      .execute(),
    db
      .selectFrom('transactionLines as l')
      .innerJoin('products as p', 'p.id', 'l.productId')
      .select([
        'l.transactionId',
        'l.productId',
        'p.names as productNames',
        'l.quantityOrdered',
        'l.quantityPicked',
        'l.quantityDelivered',
      ])
      .where('l.transactionId', 'in', orderIds)
      .orderBy('l.id')
      .execute(),
  ]);
  return new Map(
    orders.map((row) => [
      row.id,
      {
        id: row.id,
        marketId: row.marketId,
        orderNo: row.orderNo,
        transactionTypeId: row.transactionTypeId,
        fromName: row.fromName,
        toName: row.toName,
        sendDate: row.sendDate,
        marketLanguage: row.marketLanguage,
        from: {
          id: row.fromId,
          customerId: row.fromCustomerId,
          emailOrderConfirmed: row.fromEmailOrderConfirmed,
          emailPurchaseOrder: row.fromEmailPurchaseOrder,
          emailReturnOrder: row.fromEmailReturnOrder,
          company: {
            emailOrderConfirmed: row.fromCompanyEmailOrderConfirmed,
            emailPurchase: row.fromCompanyEmailPurchase,
          },
        },
        to: {
          id: row.toId,
          customerId: row.toCustomerId,
          emailOrderConfirmed: row.toEmailOrderConfirmed,
          emailPurchaseOrder: row.toEmailPurchaseOrder,
          emailReturnOrder: row.toEmailReturnOrder,
          company: {
            emailOrderConfirmed: row.toCompanyEmailOrderConfirmed,
            emailPurchase: row.toCompanyEmailPurchase,
          },
        },
        lines: lines.filter((line) => line.transactionId === row.id),
      },
    ]),
  );
}

/** The active users with a notification switch on at any of the locations, with all their locations. */
export async function notifiableUsers(
  db: Kysely<DB>,
  locationIds: readonly number[],
): Promise<NotifiedUser[]> {
  if (locationIds.length === 0) return [];
  const users = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.name',
      'u.customerId',
      'u.email',
      'u.language',
      'u.isActive',
      'u.notifyDisagree',
      'u.notifyDeviation',
      'u.locationId',
    ])
    .where('u.isActive', '=', true)
    .where((eb) => eb.or([eb('u.notifyDisagree', '=', true), eb('u.notifyDeviation', '=', true)]))
    .where((eb) =>
      eb.or([
        eb('u.locationId', 'in', locationIds),
        eb(
          'u.id',
          'in',
          eb.selectFrom('userSecondaryLocations').select('userId').where('locationId', 'in', locationIds),
        ),
      ]),
    )
    .execute();
  if (users.length === 0) return [];
  const secondary = await db
    .selectFrom('userSecondaryLocations')
    .select(['userId', 'locationId'])
    .where(
      'userId',
      'in',
      users.map((user) => user.id),
    )
    .execute();
  return users.map(({ locationId, ...user }) => ({
    ...user,
    locationIds: [
      locationId,
      ...secondary.filter((row) => row.userId === user.id).map((row) => row.locationId),
    ],
  }));
}
