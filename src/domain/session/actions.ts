import { z } from 'zod';
import { actionNames, type ActionName } from './action-names.ts';

export { actionNames, type ActionName };

const actionNameSchema = z.enum(actionNames);

/**
 * The list may be given as names or as `{ name }` objects, bare or under `actions`; the answer keeps
 * the order and carries an `error` object on each action that failed.
 */
export const actionsRequestSchema = z
  .union([
    z.array(z.union([actionNameSchema, z.object({ name: actionNameSchema })])),
    z.object({
      actions: z.array(z.union([actionNameSchema, z.object({ name: actionNameSchema })])),
    }),
  ])
  .transform((body) => (Array.isArray(body) ? body : body.actions))
  .transform((items) => items.map((item) => (typeof item === 'string' ? item : item.name)))
  .refine((names) => names.length > 0 && names.length <= 20, 'actions must list 1 to 20 actions');

export interface ActionResult {
  name: ActionName;
  data: unknown;
  error?: { message: string; type: string; code?: string };
}
