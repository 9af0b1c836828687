/**
 * Who calls in the access matrix (issue 14 item 14): anonymous, every demo login of the Norwegian
 * market (README 'Demo logins'), a user of another customer, a colleague at another location of a
 * customer, and a user of another market — both with their token at the wrong market's API and at
 * their own market with Norwegian ids.
 */

/** Whose data a case's ids are: tenant A is kunde.admin's customer, tenant B butikk's. */
export type Owner = 'A' | 'B';

/**
 * How a caller stands to the ids of a case: `user` on a route without ids; `owner` acts at the owning
 * location; `reader` reads the whole customer (report level 1) but changes only its own location;
 * `colleague` is a plain user of the same customer at another location; `stranger` is of another
 * customer or market; `provider` is provider staff (market-wide).
 */
export type Relation =
  'anonymous' | 'wrongMarket' | 'user' | 'provider' | 'owner' | 'reader' | 'colleague' | 'stranger';

export interface Caller {
  name: string;
  /** The login name, or null for anonymous. */
  login: string | null;
  /** The market the caller logs in at, and the one its calls go to. */
  loginMarket: string;
  callMarket: string;
  relations: Partial<Record<Owner, Relation>>;
  /** Relation to the ids of any owner not listed above, and on routes without ids. */
  otherwise: Relation;
}

const caller = (name: string, relations: Caller['relations'], otherwise: Relation = 'stranger'): Caller => ({
  name,
  login: name,
  loginMarket: 'no',
  callMarket: 'no',
  relations,
  otherwise,
});

export const callers: readonly Caller[] = [
  {
    name: 'anonymous',
    login: null,
    loginMarket: 'no',
    callMarket: 'no',
    relations: {},
    otherwise: 'anonymous',
  },
  caller('global', { A: 'provider', B: 'provider' }),
  caller('lager', { A: 'provider', B: 'provider' }),
  caller('kunde.admin', { A: 'owner' }),
  caller('rapport', { A: 'reader' }),
  caller('butikk', { B: 'owner' }),
  caller('ny.bruker', {}),
  caller('avtale', {}),
  // Not demo logins: a user of a third customer (tasks ORDER, REPORTS) and butikk's colleague at
  // Majorstuen (task ORDER only), the caller of issue 14 item 8.
  caller('emma.dahl', {}),
  caller('martin.solberg', { B: 'colleague' }),
  {
    name: 'se butik at /api/no',
    login: 'butik',
    loginMarket: 'se',
    callMarket: 'no',
    relations: {},
    otherwise: 'wrongMarket',
  },
  {
    name: 'se butik',
    login: 'butik',
    loginMarket: 'se',
    callMarket: 'se',
    relations: {},
    otherwise: 'stranger',
  },
];

export function relationOf(who: Caller, owner: Owner | null): Relation {
  if (who.otherwise === 'anonymous' || who.otherwise === 'wrongMarket') return who.otherwise;
  if (owner === null) return 'user';
  return who.relations[owner] ?? who.otherwise;
}
