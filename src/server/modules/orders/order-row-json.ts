import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { OrderAddress } from '../../../domain/orders/order-address.ts';
import type { OrderLine, OrderRow, OrderSortData } from '../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { localizedName } from '../reference/localized-name.ts';

type RowTables = DB & { t: DB['transactions']; lf: DB['locations']; lt: DB['locations'] };
export type OrderRowExpressions = ExpressionBuilder<RowTables, 't' | 'lf' | 'lt'>;

/** Each field of an object as an expression of its type: a missing or mistyped field does not compile. */
type Fields<T> = { [K in keyof T]-?: Expression<T[K]> };

/** The domain's status names by id, as an array PostgreSQL indexes from 1. */
const statusNames = Object.entries(orderStatus).reduce<string[]>(
  (names, [name, id]) => Object.assign(names, { [id]: name }),
  [],
);

/**
 * `expression as "field"` for each field, for PostgreSQL to turn the record into a JSON object with
 * these keys. The names are our own camelCase identifiers, quoted here as they are: as aliases they
 * would go through the CamelCasePlugin and come out in snake_case.
 */
function record<T>(fields: Fields<T>) {
  return sql.join(
    Object.entries<Expression<unknown>>(fields).map(
      ([name, value]) => sql`${value} as ${sql.raw(`"${name}"`)}`,
    ),
  );
}

type LineTables = DB & {
  l: DB['transactionLines'];
  p: DB['products'];
  tr: DB['treatments'];
  q: DB['qualities'];
  qr: DB['qualities'];
};
const line = expressionBuilder<LineTables, 'l' | 'p' | 'tr' | 'q' | 'qr'>();
const lineRecord = (language: Locale) =>
  record<OrderLine>({
    id: line.ref('l.id'),
    productId: line.ref('l.productId'),
    productName: localizedName('p.names', language),
    productImage: line.ref('p.image'),
    treatmentId: line.ref('l.treatmentId'),
    treatmentName: localizedName('tr.names', language),
    qualityId: line.ref('l.qualityId'),
    qualityName: localizedName('q.names', language),
    quantityOrdered: line.ref('l.quantityOrdered'),
    quantityPicked: line.ref('l.quantityPicked'),
    quantityDelivered: line.ref('l.quantityDelivered'),
    price: line.ref('l.price'),
    amount: line.ref('l.amount'),
    isPooling: line.ref('l.isPooling'),
    qualityIdReceived: line.ref('l.qualityIdReceived'),
    // Null when nothing arrived in another quality: localized_name() of the left join's null is null.
    qualityNameReceived: localizedName('qr.names', language),
  });

/** The order's (`t`) lines in id order, with their product, treatment and quality names in the language, as JSON. */
const linesOfOrder = (language: Locale) => sql<OrderLine[]>`(
  select coalesce(json_agg(j order by j.id), '[]') from (
    select ${lineRecord(language)} from transaction_lines l
    join products p on p.id = l.product_id
    join treatments tr on tr.id = l.treatment_id
    join qualities q on q.id = l.quality_id
    left join qualities qr on qr.id = l.quality_id_received
    where l.transaction_id = t.id
  ) j
)`;

/**
 * Sort data (spec §3) of the order (`t`) from its lines, once any line has a delivered count: items
 * counted, the shortfall against what was picked (or ordered), lines that arrived in another quality.
 * Null before.
 */
const sortOfOrder = sql<OrderSortData | null>`(
  select case when count(l.quantity_delivered) = 0 then null else json_build_object(
    'counted', coalesce(sum(l.quantity_delivered), 0),
    'shortfall', greatest(coalesce(sum(coalesce(l.quantity_picked, l.quantity_ordered) - l.quantity_delivered), 0), 0),
    'qualityChanges', count(*) filter (where l.quality_id_received is not null and l.quality_id_received <> l.quality_id)
  ) end
  from transaction_lines l where l.transaction_id = t.id
)`;

/** The sum of the amount and every fee (spec §3 sum amount); none before the order has an amount. */
const sumAmountOfOrder = sql<number | null>`(t.amount + coalesce(t.freight, 0) + coalesce(t.transport_fee, 0)
  + coalesce(t.customs, 0) + coalesce(t.sealing, 0))`;

const address = (column: 'delivery_address' | 'pickup_address' | 'temporary_address') =>
  sql<OrderAddress | null>`t.${sql.raw(column)}`;

export interface OrderRowOptions {
  /** Sort data (spec §7 `withsort`); GET order and the writes always have it. */
  withSort: boolean;
  /** The signature drawing itself; the list sends only whether there is one. */
  withSignature: boolean;
}

/** The whole row: one order read by itself (GET order, the answer of a write). */
export const fullOrderRow: OrderRowOptions = { withSort: true, withSignature: true };

/**
 * A row of a list read in bulk (the dock's work lists, kept offline; a bulk send): neither the
 * signature drawing (hasSignature says whether there is one) nor the sort data's per-row subquery.
 */
export const listOrderRow: OrderRowOptions = { withSort: false, withSignature: false };

/**
 * One order row of spec §2's grid as JSON built by PostgreSQL, lines nested under `transactions` with
 * their names in the language:
 * the list sends PostgreSQL's text as it is, so a page of 1000 orders and 3000 lines costs the server
 * no row mapping and no serializing (issue 4 item 10). Records, not json_build_object: a record turns
 * into JSON about a fifth faster and without the blanks json_build_object puts around each key.
 */
export function orderRowJson(
  eb: OrderRowExpressions,
  language: Locale,
  options: OrderRowOptions,
): RawBuilder<OrderRow> {
  const row = record<OrderRow>({
    id: eb.ref('t.id'),
    orderNo: eb.ref('t.orderNo'),
    transactionTypeId: eb.ref('t.transactionTypeId'),
    transactionStatusId: eb.ref('t.transactionStatusId'),
    transactionStatus: sql<string>`(${statusNames}::text[])[t.transaction_status_id + 1]`,
    customerId: eb.ref('t.customerId'),
    locationIdFrom: eb.ref('t.locationIdFrom'),
    locationIdTo: eb.ref('t.locationIdTo'),
    locationNameFrom: eb.ref('lf.name'),
    locationNameTo: eb.ref('lt.name'),
    reference: eb.ref('t.reference'),
    myReference: eb.ref('t.myReference'),
    sendersRef: eb.ref('t.sendersRef'),
    receiversRef: eb.ref('t.receiversRef'),
    transportRef: eb.ref('t.transportRef'),
    dateSend: eb.ref('t.sendDate'),
    sentDate: eb.ref('t.sentDate'),
    receivalDate: eb.ref('t.receivalDate'),
    pickupDate: eb.ref('t.pickupDate'),
    quantity: eb.ref('t.quantity'),
    amount: eb.ref('t.amount'),
    freight: eb.ref('t.freight'),
    transportFee: eb.ref('t.transportFee'),
    customs: eb.ref('t.customs'),
    currency: eb.ref('t.currency'),
    carType: eb.ref('t.carType'),
    fillDegree: eb.ref('t.fillDegree'),
    carNo: eb.ref('t.carNo'),
    carNo2: eb.ref('t.carNo2'),
    cartman: eb.ref('t.cartman'),
    loadText: eb.ref('t.loadText'),
    transportText: eb.ref('t.transportText'),
    waybillInfo: eb.ref('t.waybillInfo'),
    numberOfCopies: eb.ref('t.numberOfCopies'),
    externalLocationId: eb.ref('t.externalLocationId'),
    externalLocationName: eb
      .selectFrom('externalLocations as el')
      .select('el.name')
      .whereRef('el.id', '=', 't.externalLocationId')
      .$asScalar(),
    customsHandler: eb.ref('t.customsHandler'),
    customsStatus: eb.ref('t.customsStatus'),
    price: eb.ref('t.price'),
    sealing: eb.ref('t.sealing'),
    sumAmount: sumAmountOfOrder,
    deliveryAddress: address('delivery_address'),
    pickupAddress: address('pickup_address'),
    temporaryAddress: address('temporary_address'),
    startDate: eb.ref('t.startDate'),
    endDate: eb.ref('t.endDate'),
    intervalWeeks: eb.ref('t.intervalWeeks'),
    returnDays: eb.ref('t.returnDays'),
    receptionDays: eb.ref('t.receptionDays'),
    autoCommit: eb.ref('t.autoCommit'),
    signature: options.withSignature ? eb.ref('t.signature') : sql<string | null>`null::text`,
    hasSignature: sql<boolean>`(t.signature is not null)`,
    sort: options.withSort ? sortOfOrder : sql<null>`null::json`,
    // Counted through order_comments_transaction_idx for the page's rows only (issue 4 item 6).
    commentCount: eb
      .selectFrom('orderComments as oc')
      .select(eb.fn.countAll<number>().as('count'))
      .whereRef('oc.transactionId', '=', 't.id')
      .$asScalar()
      .$notNull(),
    isReceiverRegistered: eb.ref('t.isReceiverRegistered'),
    version: eb.ref('t.version'),
    transactions: linesOfOrder(language),
  });
  return sql<OrderRow>`to_json((select r from (select ${row}) r))`;
}
