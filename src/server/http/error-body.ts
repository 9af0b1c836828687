import { errorCodeOf } from '../../domain/shared/error-messages.ts';

/** What `error` of a failed answer says (spec §8): the message, its type, its code if the catalogue has it. */
export interface ErrorBody {
  message: string;
  type: string;
  code?: string;
  data?: unknown;
}

/**
 * The `error` of a failed answer. A message of the catalogue (error-messages.ts) carries its stable
 * code, which the app translates (issue 15 item 5); any other text goes without one.
 */
export function errorBody(message: string, type: string, data?: unknown): ErrorBody {
  const code = errorCodeOf(message);
  return { message, type, ...(code ? { code } : {}), ...(data ? { data } : {}) };
}
