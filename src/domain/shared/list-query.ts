import { z } from 'zod';

/** A query flag: `true`/`false` or `1`/`0`; absent stays undefined. `include` is include-fields.ts. */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));
