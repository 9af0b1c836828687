import { z } from 'zod';
import { addRepeatedLineIssues, draftLinesMax, orderDraftLineSchema } from '../orders/order-draft.ts';

/** Lines of pallets that arrive or leave with no order behind them: product choice and quantity. */
export const arrivalLinesSchema = z
  .array(orderDraftLineSchema)
  .min(1, 'must have at least one line')
  .max(draftLinesMax)
  .superRefine((lines, context) => addRepeatedLineIssues(lines, context, []));
