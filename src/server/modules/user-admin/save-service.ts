import type { Kysely } from 'kysely';
import { userChangeRefusal } from '../../../domain/admin/user-rules.ts';
import type { AdminUser, AdminUserInput, AdminUserSaveAnswer } from '../../../domain/admin/users.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import { mayGrantShopAccounting } from '../../../domain/shop-accounting/rules.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { issuePasswordLink } from '../accounts/password-links.ts';
import { queueMail } from '../email/queue-mail.ts';
import { loginNameTaken } from '../new-customers/create-customer.ts';
import { customerLocationIds, isLoginNameTakenByOther } from './queries.ts';
import { assertManagesActingCustomer, getAdminUser, userAdminActor } from './service.ts';
import { endSessionsOf, moveSessionsToOwnLocations } from './user-sessions.ts';
import { userWelcomeMail } from './welcome-mail.ts';
import { writeUser } from './write-user.ts';

export interface SaveOptions {
  /** The portal's address for the welcome link (config.publicUrl). */
  publicUrl: string;
  /** For a new user: a hash no password matches, made before the transaction (scrypt takes a while). */
  unusablePasswordHash: () => string;
}

const userChanged = (user: AdminUser) =>
  new HttpError(409, errorMessages.UserChanged, 'VersionConflict', user);

/** The §6 rules (domain/admin/user-rules.ts) and the locations of the acting customer, before any write. */
async function assertAllowed(
  db: Kysely<DB>,
  session: Session,
  input: AdminUserInput,
  before: AdminUser | null,
) {
  const refusal = userChangeRefusal(userAdminActor(session), { id: before?.id ?? null, before }, input);
  if (refusal) throw new HttpError(403, errorMessages[refusal], 'Forbidden');
  const wanted = [input.locationId, ...input.secondaryLocationIds];
  const own = await customerLocationIds(db, session.customerId, wanted);
  if (wanted.some((id) => !own.has(id))) {
    throw new HttpError(400, errorMessages.UserLocationNotOwn, 'ValidationError');
  }
  if (await isLoginNameTakenByOther(db, session.marketId, input.loginName, before?.id ?? null)) {
    throw loginNameTaken();
  }
}

/** PostgreSQL's unique_violation: another save took the login name meanwhile. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * POST adminUser (issue 17 items 3–4): creates a user of the acting customer with an unusable password
 * and, if active, the welcome mail with a set-password link; or changes the one the client read at
 * `version`. A deactivation ends the user's sessions in the same transaction; locations moved away
 * from move their sessions (user-sessions.ts).
 */
export async function saveAdminUser(
  db: Kysely<DB>,
  session: Session,
  rawInput: AdminUserInput,
  options: SaveOptions,
): Promise<AdminUserSaveAnswer> {
  assertManagesActingCustomer(session);
  const { shopAccounting, ...fields } = rawInput;
  const input: AdminUserInput = {
    ...fields,
    // Only provider staff and global admins give or take the shop-accounting right; anyone else's
    // value is ignored and the stored one stays (issue 20 item 5).
    ...(shopAccounting !== undefined && mayGrantShopAccounting(session.loginUser) ? { shopAccounting } : {}),
    secondaryLocationIds: [...new Set(rawInput.secondaryLocationIds)].filter(
      (id) => id !== rawInput.locationId,
    ),
    tasks: [...new Set(rawInput.tasks)],
  };
  const before = input.id === undefined ? null : await getAdminUser(db, session, input.id);
  await assertAllowed(db, session, input, before);
  const passwordHash = before ? null : options.unusablePasswordHash();

  const answer = await inTransaction(db, async (trx) => {
    if (before) {
      await trx.selectFrom('users').select('id').where('id', '=', before.id).forUpdate().execute();
      const current = await getAdminUser(trx, session, before.id);
      if (current.version !== input.version) throw userChanged(current);
    }
    const id = await writeUser(trx, session, input, passwordHash);
    if (before?.isActive && !input.isActive) await endSessionsOf(trx, id);
    else if (before) await moveSessionsToOwnLocations(trx, { id, ...input });
    const welcomeSent = !before && input.isActive;
    if (welcomeSent) await queueWelcome(trx, session, id, input, options.publicUrl);
    return { user: await getAdminUser(trx, session, id), created: !before, welcomeSent };
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? loginNameTaken() : error;
  });
  return answer;
}

/**
 * The welcome mail of a new user, with its set-password link (the form's save and the import, which
 * spreads its mails over time with `sendAfterSeconds`).
 */
export async function queueWelcome(
  trx: Kysely<DB>,
  session: Session,
  userId: number,
  user: AdminUserInput,
  publicUrl: string,
  sendAfterSeconds = 0,
) {
  const customer = await trx
    .selectFrom('customers')
    .select('name')
    .where('id', '=', session.customerId)
    .executeTakeFirstOrThrow();
  const createdBy = session.loginUser.id;
  const link = await issuePasswordLink(trx, {
    userId,
    purpose: 'welcome',
    requestedBy: createdBy,
    publicUrl,
  });
  await queueMail(trx, {
    ...userWelcomeMail({
      marketId: session.marketId,
      customerId: session.customerId,
      companyName: customer.name,
      user,
      link,
      createdBy,
    }),
    sendAfterSeconds,
  });
}
