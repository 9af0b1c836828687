import type { Kysely } from 'kysely';
import type { ForgotPasswordRequest } from '../../../domain/accounts/password-reset.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { AppConfig } from '../../config.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { claimAccountRequest } from './account-request-limit.ts';
import { queuePasswordResetMail } from './password-reset-mail.ts';

/** Who asks: the market of the API base and the client's address. */
export interface ForgotPasswordClient {
  marketId: string;
  address: string;
}

/**
 * The active users of the market a login name or e-mail address names, with an address to write to.
 * An e-mail address may name several users; each gets their own link.
 */
function matchingUsers(db: Kysely<DB>, marketId: string, identifier: string) {
  return db
    .selectFrom('users')
    .select(['id', 'marketId', 'customerId', 'name', 'loginName', 'email', 'language'])
    .where('marketId', '=', marketId)
    .where('isActive', '=', true)
    .where('email', '<>', '')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['loginName']), '=', identifier),
        eb(eb.fn('lower', ['email']), '=', identifier),
      ]),
    )
    .orderBy('id')
    .execute();
}

/**
 * POST ForgotPassword (issue 16 item 1): counts the request per client address and per identifier
 * (429 over either limit, whether or not an account matches), then queues a reset mail to every
 * matching active user. Answers how many mails were queued — for the route to wake the sender, never
 * for the client, who always hears the same.
 */
export async function requestPasswordLinks(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'accountRequests' | 'publicUrl'>,
  client: ForgotPasswordClient,
  request: ForgotPasswordRequest,
): Promise<number> {
  const identifier = request.loginNameOrEmail.trim().toLowerCase();
  const limits = config.accountRequests;
  const isAllowed = await claimAccountRequest(db, {
    call: 'forgot-password',
    counters: [
      { name: 'address', value: client.address, max: limits.maxPerAddress },
      { name: 'identifier', value: `${client.marketId}:${identifier}`, max: limits.maxPerIdentifier },
    ],
    windowMinutes: limits.windowMinutes,
  });
  if (!isAllowed) throw tooManyRequests(errorMessages.TooManyRequests);
  const users = await matchingUsers(db, client.marketId, identifier);
  if (users.length === 0) return 0;
  await inTransaction(db, async (trx) => {
    for (const user of users) {
      await queuePasswordResetMail(trx, user, { requestedBy: null, publicUrl: config.publicUrl });
    }
  });
  return users.length;
}
