import type { Kysely } from 'kysely';
import type { ActionName, ActionResult } from '../../../domain/session/actions.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { errorBody } from '../../http/error-body.ts';
import { HttpError, unexpectedErrorMessage } from '../../http/errors.ts';
import { countUnreadAlerts } from '../alerts/service.ts';
import { countWaiting } from '../dock/waiting-count.ts';
import {
  cachedInterCompanyLinks,
  cachedTransactionStatuses,
  cachedTransactionTypes,
  cachedTruckTypes,
} from '../../cache/reference-caches.ts';
import { listWebTasks } from '../users/service.ts';
import { sessionStatus } from './status.ts';

const actions: Record<ActionName, (db: Kysely<DB>, session: Session) => Promise<unknown>> = {
  Status: sessionStatus,
  // The reference lists come from memory (issue 19 item 6: cleared on the Caching screen).
  TransactionTypes: (db) => cachedTransactionTypes(db),
  TransactionStatuses: (db) => cachedTransactionStatuses(db),
  WebTaskUsers: listWebTasks,
  TruckTypes: cachedTruckTypes,
  InterCompany: cachedInterCompanyLinks,
  // What the shell shows at once after start: the alert bell and the Goods delivery badge, which
  // counts the deliveries in disagreement its list shows as waiting (issue 15 item 4).
  Preload: async (db, session) => ({
    alerts: await countUnreadAlerts(db, session),
    disagreements: await countWaiting(db, session, 'delivery'),
  }),
};

/** POST Actions (spec §7): the answers in the order asked; a failing action carries its own error. */
export async function runActions(
  db: Kysely<DB>,
  session: Session,
  names: readonly ActionName[],
  log: (error: unknown, name: ActionName) => void,
): Promise<ActionResult[]> {
  const results: ActionResult[] = [];
  for (const name of names) {
    try {
      results.push({ name, data: await actions[name](db, session) });
    } catch (error) {
      log(error, name);
      const known = error instanceof HttpError;
      results.push({
        name,
        data: null,
        error: known
          ? errorBody(error.message, error.type)
          : errorBody(unexpectedErrorMessage, 'ServerError'),
      });
    }
  }
  return results;
}
