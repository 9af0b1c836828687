import { z } from 'zod';
import { orderCommentSchema, type OrderComment } from '../../../../domain/comments/order-comment.ts';
import type { OrderCustomsChange } from '../../../../domain/orders/order-customs.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import type { OrderStatusHistoryEntry } from '../../../../domain/orders/order-status-change.ts';
import { callApi } from '../../../api/client.ts';

const commentListSchema = z.array(orderCommentSchema);

/** GET order?id= */
export const fetchOrder = (id: number, signal?: AbortSignal) =>
  callApi<OrderRow>('order', { query: { id }, signal });

/** GET orderStatusHistory?orderId=: who changed the status and when, oldest first. */
export const fetchStatusHistory = (orderId: number, signal?: AbortSignal) =>
  callApi<OrderStatusHistoryEntry[]>('orderStatusHistory', { query: { orderId }, signal });

/** POST orderStatus, based on the version shown; answers the changed order. */
export const postOrderStatus = (order: Pick<OrderRow, 'id' | 'version'>, to: number) =>
  callApi<OrderRow>('orderStatus', {
    method: 'POST',
    body: { orderId: order.id, transactionStatusId: to, version: order.version },
  });

/** GET orderComments?orderId=, oldest first. */
export async function fetchComments(orderId: number, signal?: AbortSignal): Promise<OrderComment[]> {
  return commentListSchema.parse(await callApi('orderComments', { query: { orderId }, signal }));
}

/**
 * POST orderComment as multipart: orderId first and then the text, so a server reading the parts as
 * they stream knows the order before any file arrives; then the files as `attachments`.
 */
export async function postComment(orderId: number, text: string, files: readonly File[]) {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('text', text);
  for (const file of files) form.append('attachments', file, file.name);
  return orderCommentSchema.parse(await callApi('orderComment', { method: 'POST', body: form }));
}

/** GET orderAttachment?id=, the raw file, fetched with the bearer token. */
export const fetchAttachment = (id: number) => callApi<Blob>('orderAttachment', { query: { id }, raw: true });

/**
 * The locations that count as the user's own for the status machine (mirrors the server's `actorsOn`):
 * every location of the acting customer for customer-wide users, else the ones the user may switch to.
 */
export const fetchOwnLocations = (customerId: number, isCustomerWide: boolean) =>
  callApi<{ id: number }[]>('Locations', {
    query: isCustomerWide ? { include: 'id' } : { customerId, canSwitch: true, include: 'id' },
  });

/** POST orderCustoms at the version shown; the key is made once per click, so a retry changes nothing twice. */
export const postOrderCustoms = (
  order: Pick<OrderRow, 'id' | 'version'>,
  change: Pick<OrderCustomsChange, 'customsHandler' | 'customsStatus'>,
  key: string,
) =>
  callApi<OrderRow>('orderCustoms', {
    method: 'POST',
    body: { id: order.id, version: order.version, ...change },
    headers: { 'Idempotency-Key': key },
  });
