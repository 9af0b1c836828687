import { z } from 'zod';

/** `include` names the fields a list call returns (spec §7): a comma list, or repeated keys. */
export const includeSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? value.split(',') : [])
      .map((field) => field.trim())
      .filter(Boolean),
  );

export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

export function pickIncluded<T extends Record<string, unknown>>(
  row: T,
  include: readonly string[],
): Partial<T> {
  if (include.length === 0) return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => include.includes(key))) as Partial<T>;
}
