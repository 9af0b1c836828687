import { z } from 'zod';

/** The raw `include` of a query: a comma list, repeated keys, or both (`include=id,name&include=status`). */
const rawIncludeSchema = z.union([z.string(), z.array(z.string())]).optional();

/**
 * `include` of a list call (spec §7: GET Customers, Locations, Users, Orders): the fields each row
 * keeps. Absent or empty means every field. A name the call does not answer is refused (400 naming it),
 * so a typo does not silently empty a column. Names are case-sensitive, as the answer's keys are.
 */
export function includeFieldsSchema<const Field extends string>(fields: readonly Field[]) {
  const known = new Set<string>(fields);
  return rawIncludeSchema
    .transform((value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .flatMap((part) => part.split(','))
        .map((field) => field.trim())
        .filter(Boolean),
    )
    .superRefine((names, ctx) => {
      for (const name of names) {
        if (!known.has(name)) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown field '${name}'; one of ${fields.join(', ')}`,
          });
        }
      }
    })
    .transform((names) => [...new Set(names)] as Field[]);
}

/** A row with only the included fields, in the row's own order; every field when `include` is empty. */
export function projectFields<Row extends object>(row: Row, include: readonly string[]): Partial<Row> {
  if (include.length === 0) return row;
  const keep = new Set(include);
  return Object.fromEntries(Object.entries(row).filter(([key]) => keep.has(key))) as Partial<Row>;
}
