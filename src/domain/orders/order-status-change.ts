import { z } from 'zod';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { isOrderStatusId } from './order-statuses.ts';

/** POST orderStatus: move an order to another status, based on the version the client last saw. */
export const orderStatusChangeSchema = z.object({
  orderId: idSchema,
  transactionStatusId: z.number().int().refine(isOrderStatusId, 'is not an order status'),
  version: z.number().int().min(1).max(2_147_483_647),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** The spec's message for a change the status machine does not allow (spec §8). */
export const orderStatusRefusedMessage = 'Could not set order status';

/** GET orderStatusHistory?orderId= */
export const orderStatusHistoryQuerySchema = z.object({ orderId: idQuerySchema });
export type OrderStatusHistoryQuery = z.infer<typeof orderStatusHistoryQuerySchema>;

/** One recorded change: who made it (the acting user) and, when impersonating, the real login. */
export interface OrderStatusHistoryEntry {
  id: number;
  orderId: number;
  fromStatusId: number;
  toStatusId: number;
  changedBy: number;
  changedByName: string;
  actingFor: number | null;
  actingForName: string | null;
  changedAt: string;
}
