import type { Relation } from './callers.ts';

/**
 * The answer a case expects, the most specific key first: `caller@owner`, the caller's name (for one
 * whose rights differ from its relation's, e.g. a missing task), `relation@owner`, the relation.
 */
export type Expectation = Partial<Record<Relation | (string & {}), number>>;

/** Every guarded route: no session, or a token of another market, is 401. */
export const guarded = { anonymous: 401, wrongMarket: 401 } as const;

/** A route without ids that every logged-in caller may call. */
export const anyUser = (status = 200): Expectation => ({ ...guarded, user: status });

/**
 * Reading a tenant's row by id: its location, the customer-level reader and provider staff see it;
 * anyone else is told it does not exist (404), a colleague at another location too.
 */
export const readById: Expectation = {
  ...guarded,
  owner: 200,
  reader: 200,
  provider: 200,
  colleague: 404,
  stranger: 404,
};

/**
 * Reading a tenant's location by its id in a filter: refused (403) outside the session's scope, as the
 * order list does (a filter is a question about a place, not a row).
 */
export const readByLocation: Expectation = { ...readById, colleague: 403, stranger: 403 };

/**
 * Changing a tenant's row with a stale version: whoever may change it gets 409 (the access checks
 * passed, nothing was written), the reader who only sees it 403, anyone else 404.
 */
export const staleWrite: Expectation = { ...readById, owner: 409, provider: 409, reader: 403 };
