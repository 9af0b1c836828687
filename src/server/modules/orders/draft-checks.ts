import type { Kysely } from 'kysely';
import { draftEnds, recipientRequiredMessage, type OrderDraft } from '../../../domain/orders/order-draft.ts';
import {
  canOrderChoice,
  unavailableMessages,
  type ProductAvailability,
} from '../../../domain/products/available-products.ts';
import { productKey } from '../../../domain/products/product-key.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/** A 400 whose message is the spec's wording; the field is named in `error.data.issues`. */
const invalid = (field: string, message: string, asWorded = false) =>
  badRequest(asWorded ? message : `${field}: ${message}`, { issues: [{ field, message }] });

/**
 * The draft's two ends (issue 4): the acting location is the receiver of an order (TO) and the sender
 * of a pickup or return; the other end is a provider location of the market the caller chooses.
 */
export async function draftLocations(
  db: Kysely<DB>,
  session: Session,
  draft: Pick<OrderDraft, 'transactionTypeId' | 'locationIdFrom' | 'locationIdTo'>,
) {
  const ends = draftEnds(draft.transactionTypeId);
  const given = draft[ends.acting];
  if (given != null && given !== session.locationId) {
    throw invalid(ends.acting, 'must be the acting location');
  }
  const chosen = draft[ends.chosen];
  if (chosen == null) throw invalid(ends.chosen, recipientRequiredMessage, true);
  const provider = await db
    .selectFrom('locations')
    .select('id')
    .where('id', '=', chosen)
    .where('marketId', '=', session.marketId)
    .where('isProvider', '=', true)
    .where('statusId', '=', 1)
    .executeTakeFirst();
  if (!provider || provider.id === session.locationId) {
    throw invalid(ends.chosen, 'is not a provider location of this market');
  }
  return { [ends.acting]: session.locationId, [ends.chosen]: provider.id } as {
    locationIdFrom: number;
    locationIdTo: number;
  };
}

/**
 * Each line's product choice as stored, checked against what the acting location carries: a choice
 * it does not carry counts as not available. Only provider staff may order unavailable ones (spec §5, §6).
 */
export async function draftLines(db: Kysely<DB>, session: Session, draft: Pick<OrderDraft, 'lines'>) {
  const productIds = [...new Set(draft.lines.map((line) => line.productId.toUpperCase()))];
  const choices = await db
    .selectFrom('productChoices as c')
    .innerJoin('products as p', 'p.id', 'c.productId')
    .leftJoin('locationProducts as lp', (join) =>
      join.onRef('lp.productChoiceId', '=', 'c.id').on('lp.locationId', '=', session.locationId),
    )
    .select(['c.productId', 'c.treatmentId', 'c.qualityId', 'p.isPooling', 'lp.availability'])
    .where((eb) => eb(eb.fn('upper', ['c.productId']), 'in', productIds))
    .execute();
  const byKey = new Map(choices.map((choice) => [productKey(choice), choice]));
  return draft.lines.map((line, index) => {
    const field = `lines.${index}`;
    const choice = byKey.get(productKey(line));
    if (!choice) throw invalid(field, 'is not a product choice');
    const availability: ProductAvailability = choice.availability ?? 'not_available';
    if (availability !== 'available' && !canOrderChoice(availability, session.loginUser.isProvider)) {
      throw invalid(field, unavailableMessages[availability], true);
    }
    return {
      productId: choice.productId,
      treatmentId: choice.treatmentId,
      qualityId: choice.qualityId,
      quantityOrdered: line.quantity,
      isPooling: choice.isPooling,
    };
  });
}

/** A truck type of the session's market, or none. */
export async function assertTruckType(db: Kysely<DB>, session: Session, carType: number | null | undefined) {
  if (carType == null) return;
  const truck = await db
    .selectFrom('truckTypes')
    .select('id')
    .where('id', '=', carType)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!truck) throw invalid('carType', 'is not a truck type of this market');
}
