import type { Kysely } from 'kysely';
import type { Session } from '../auth/session.ts';
import { sessionLanguage } from '../auth/session-language.ts';
import type { DB } from '../db/schema.ts';
import {
  interCompanyLinks,
  transactionStatuses,
  transactionTypes,
  truckTypes,
} from '../modules/reference/service.ts';
import { registerCache } from './cache-registry.ts';

/**
 * The reference lists of the start bundle (POST Actions, spec §7), which every app start asks for and
 * which change only when the provider edits them in the database: kept in memory, cleared from the
 * Caching screen after such an edit (issue 19 item 6).
 */
type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

const typesCache = registerCache<Rows<typeof transactionTypes>>('transaction-types');
const statusesCache = registerCache<Rows<typeof transactionStatuses>>('transaction-statuses');
const trucksCache = registerCache<Rows<typeof truckTypes>>('truck-types');
const linksCache = registerCache<Rows<typeof interCompanyLinks>>('inter-company-links');

export const cachedTransactionTypes = (db: Kysely<DB>) => typesCache.get('all', () => transactionTypes(db));

export const cachedTransactionStatuses = (db: Kysely<DB>) =>
  statusesCache.get('all', () => transactionStatuses(db));

/** Per market and language: the names are the session's language's. */
export const cachedTruckTypes = (db: Kysely<DB>, session: Session) =>
  trucksCache.get(`${session.marketId}/${sessionLanguage(session)}`, () => truckTypes(db, session));

export const cachedInterCompanyLinks = (db: Kysely<DB>, session: Session) =>
  linksCache.get(session.marketId, () => interCompanyLinks(db, session));
