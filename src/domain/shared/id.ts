import { z } from 'zod';

/** Row ids are PostgreSQL integers: a larger number is bad input (400), never a database error (500). */
const maxId = 2_147_483_647;
const notAnId = 'must be a positive whole number';

/**
 * An id in a JSON body: a JSON number that is a positive integer, nothing coerced — `true`, `[1]`,
 * `"1"` and `1.0e0`-style strings are refused, so a client bug never acts on row 1 by accident.
 */
export const idSchema = z.number(notAnId).int(notAnId).positive(notAnId).max(maxId, notAnId);

/**
 * An id in a query string or a path or form field: digits only (no sign, space, `0x` or exponent) and
 * no leading zero, read as a number.
 */
export const idQuerySchema = z
  .string(notAnId)
  .regex(/^[1-9][0-9]{0,9}$/, notAnId)
  .transform(Number)
  .pipe(z.number().max(maxId, notAnId));

/** The id in a screen path such as `/app/orders/{id}`, or 0 (no row has it) when the segment is no id. */
export function pathIdOf(segment: string): number {
  const parsed = idQuerySchema.safeParse(segment);
  return parsed.success ? parsed.data : 0;
}
