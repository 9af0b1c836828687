import type { Kysely } from 'kysely';
import {
  groupByProduct,
  productChoiceName,
  type AvailableProduct,
  type AvailableProductsQuery,
} from '../../../domain/products/available-products.ts';
import { productKey } from '../../../domain/products/product-key.ts';
import type { ProductListItem, ProductListQuery } from '../../../domain/products/product-list.ts';
import type { Session } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { orderScopeOf } from '../orders/order-scope.ts';
import { isReceiptLocationOf } from '../pallet-receipts/receipt-locations.ts';
import { isActiveChoice, locationChoices, marketChoices } from './queries.ts';

/**
 * A location the session may order for or see orders of (the order list's scope), or one its pallet
 * receipt picker offers (issue 15 item 2); 403 otherwise.
 */
async function assertLocationVisible(db: Kysely<DB>, session: Session, locationId: number) {
  const location = await db
    .selectFrom('locations')
    .select(['id', 'customerId'])
    .where('id', '=', locationId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  const scope = await orderScopeOf(db, session);
  const isVisible =
    location !== undefined &&
    (scope.kind === 'market' ||
      (scope.kind === 'customer' && location.customerId === scope.customerId) ||
      (scope.kind === 'locations' && scope.locationIds.includes(location.id)));
  if (isVisible || (await isReceiptLocationOf(db, session, locationId))) return;
  throw forbidden('You may not see the products of this location');
}

/**
 * GET AvailableProducts (spec §7): every choice the location carries, unavailable ones included with
 * their availability, so the picker can say why (spec §5); sorted by product, defaults first.
 */
export async function availableProducts(db: Kysely<DB>, session: Session, query: AvailableProductsQuery) {
  await assertLocationVisible(db, session, query.locationId);
  let select = locationChoices(db, query.locationId, sessionLanguage(session));
  if (query.isPooling !== undefined) select = select.where('p.isPooling', '=', query.isPooling);
  const rows = await select
    .orderBy('productName')
    .orderBy('c.productId')
    .orderBy('tr.isDefault', 'desc')
    .orderBy('treatmentName')
    .orderBy('q.isDefault', 'desc')
    .orderBy('qualityName')
    .execute();
  const choices: AvailableProduct[] = rows.map((row) => ({
    ...row,
    name: productChoiceName(row),
    key: productKey(row),
  }));
  return query.grouped ? groupByProduct(choices) : choices;
}

/**
 * GET /products (spec §7): the market's products in the session's language, the active ones, or with
 * `all=true` every one the market carries; sorted by name, defaults first, as the picker sorts.
 */
export async function listProducts(
  db: Kysely<DB>,
  session: Session,
  query: ProductListQuery,
): Promise<ProductListItem[]> {
  let select = marketChoices(db, session.marketId, sessionLanguage(session));
  if (!query.all) select = select.having(isActiveChoice, '=', true);
  const rows = await select
    .orderBy('productName')
    .orderBy('c.productId')
    .orderBy('tr.isDefault', 'desc')
    .orderBy('treatmentName')
    .orderBy('q.isDefault', 'desc')
    .orderBy('qualityName')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    treatmentId: row.treatmentId,
    qualityId: row.qualityId,
    name: productChoiceName(row),
    image: row.image,
    isActive: row.isActive,
  }));
}
