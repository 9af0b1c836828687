import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Values per `in (…)` list: one query per chunk, never one per row. */
const lookupChunk = 1_000;

async function chunked<T>(values: readonly string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(values.filter(Boolean))];
  const found: T[] = [];
  for (let start = 0; start < unique.length; start += lookupChunk) {
    found.push(...(await query(unique.slice(start, start + lookupChunk))));
  }
  return found;
}

/** spec §5: which of the numbers a location or external location of the market already has. */
export async function takenLocationNumbers(
  db: Kysely<DB>,
  marketId: string,
  numbers: readonly string[],
): Promise<Set<string>> {
  const rows = await chunked(numbers, (chunk) =>
    db
      .selectFrom('locations')
      .select('number')
      .where('marketId', '=', marketId)
      .where('number', 'in', chunk)
      .union(
        db
          .selectFrom('externalLocations')
          .select('number')
          .where('marketId', '=', marketId)
          .where('number', 'in', chunk),
      )
      .execute(),
  );
  return new Set(rows.map((row) => row.number));
}

/** Which of the login names a user of the market already has, whatever the case (lower-cased). */
export async function takenLoginNames(
  db: Kysely<DB>,
  marketId: string,
  loginNames: readonly string[],
): Promise<Set<string>> {
  const rows = await chunked(
    loginNames.map((name) => name.toLowerCase()),
    (chunk) =>
      db
        .selectFrom('users')
        .select((eb) => eb.fn<string>('lower', ['loginName']).as('loginName'))
        .where('marketId', '=', marketId)
        .where((eb) => eb(eb.fn('lower', ['loginName']), 'in', chunk))
        .execute(),
  );
  return new Set(rows.map((row) => row.loginName));
}

export interface NumberedLocation {
  id: number;
  customerId: number;
}

/** The market's locations with these numbers, whoever's they are, by number. */
export async function locationsByNumber(
  db: Kysely<DB>,
  marketId: string,
  numbers: readonly string[],
): Promise<Map<string, NumberedLocation>> {
  const rows = await chunked(numbers, (chunk) =>
    db
      .selectFrom('locations')
      .select(['id', 'number', 'customerId'])
      .where('marketId', '=', marketId)
      .where('number', 'in', chunk)
      .execute(),
  );
  return new Map(rows.map((row) => [row.number, { id: row.id, customerId: row.customerId }]));
}
