import type { Kysely } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { TicketInput } from '../../../domain/support/ticket-input.ts';
import type { TicketDetail } from '../../../domain/support/ticket.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { ownLocationIds } from '../locations/queries.ts';
import { orderScopeOf } from '../orders/order-scope.ts';
import { filteredOrders } from '../orders/queries.ts';
import { notifyOtherSide } from './notify-other-side.ts';
import type { UploadedFile } from '../../http/attachment-form.ts';
import type { SupportActor } from './support-actor.ts';
import { storeAttachments } from './store-attachments.ts';
import { isCustomerWide } from './ticket-options.ts';
import { readTicket } from './ticket-read.ts';

const fieldIssue = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { issues: [{ field, message }] });

/**
 * The location a ticket is opened for: the acting location unless named; a named one must be the
 * acting customer's, and one of the user's own unless they act for the whole customer.
 */
async function ticketLocation(db: Kysely<DB>, session: Session, actor: SupportActor, locationId?: number) {
  if (locationId === undefined || locationId === session.locationId) return session.locationId;
  const location = await db
    .selectFrom('locations')
    .select(['id', 'customerId'])
    .where('id', '=', locationId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  const isOwn =
    isCustomerWide(session, actor) || (await ownLocationIds(db, session.actingUser.id)).includes(locationId);
  if (location?.customerId !== session.customerId || !isOwn) {
    throw fieldIssue('locationId', 'is not a location you may open a ticket for');
  }
  return locationId;
}

/** The related order, by its number, among the orders the session sees (another's is "not found"). */
async function relatedOrder(db: Kysely<DB>, session: Session, orderNo?: string) {
  if (orderNo === undefined) return null;
  const order = await filteredOrders(db, session.marketId, await orderScopeOf(db, session), {})
    .select('t.id')
    .where('t.orderNo', '=', orderNo)
    .executeTakeFirst();
  if (!order) throw fieldIssue('orderNo', `no order ${orderNo} was found`);
  return order.id;
}

async function relatedProduct(db: Kysely<DB>, productId?: string) {
  if (productId === undefined) return null;
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!product) throw fieldIssue('productId', 'is not a product');
  return product.id;
}

/**
 * POST supportTicket: a new ticket (status New) of the acting customer, location and user, with its
 * attachments (checked by content before), in one transaction; support is told (mail and alert).
 */
export async function createTicket(
  db: Kysely<DB>,
  session: Session,
  actor: SupportActor,
  form: { input: TicketInput; files: readonly UploadedFile[] },
  options: { language: Locale; publicUrl: string },
): Promise<TicketDetail> {
  const { input } = form;
  return inTransaction(db, async (trx) => {
    const [locationId, orderId, productId] = await Promise.all([
      ticketLocation(trx, session, actor, input.locationId),
      relatedOrder(trx, session, input.orderNo),
      relatedProduct(trx, input.productId),
    ]);
    const ticket = await trx
      .insertInto('supportTickets')
      .values({
        marketId: session.marketId,
        customerId: session.customerId,
        locationId,
        createdBy: session.actingUser.id,
        topic: input.topic,
        description: input.description,
        category: input.category,
        priority: input.priority,
        orderId,
        productId,
      })
      .returning(['id', 'marketId', 'customerId', 'topic', 'createdBy', 'assignedTo'])
      .executeTakeFirstOrThrow();
    await storeAttachments(trx, ticket.id, null, session.actingUser.id, form.files);
    await notifyOtherSide(
      trx,
      {
        ticket,
        kind: 'new',
        text: input.description,
        authorId: session.actingUser.id,
        publicUrl: options.publicUrl,
      },
      false,
    );
    return readTicket(trx, actor, ticket.id, options.language);
  });
}
