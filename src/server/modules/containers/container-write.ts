import type { Kysely } from 'kysely';
import type { ContainerStatusInput } from '../../../domain/containers/container-mark.ts';
import type { ContainerDetail } from '../../../domain/containers/container-register.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import type { Session } from '../../auth/session.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { inContainerScope, type ContainerScopes } from './container-scope.ts';
import { containerNotFoundMessage, readContainer } from './container-read.ts';

export const containerChangedMessage = 'Someone else changed the container in the meantime';
export const readOnlyContainerMessage = 'You may see this container but not mark it';

/**
 * POST containerStatus: Mark for repair or Mark as repaired, with the reason, at the version the user
 * saw (issue 20 item 2). The mark is kept in the history; the container's status and version change in
 * the same transaction. The reader scope does not change anything: the write scope decides.
 */
export async function markContainerStatus(
  db: Kysely<DB>,
  session: Session,
  scopes: ContainerScopes,
  language: Locale,
  input: ContainerStatusInput,
): Promise<ContainerDetail> {
  const scope = scopes.write;
  return inTransaction(db, async (trx) => {
    const container = await trx
      .selectFrom('containers')
      .select(['id', 'status', 'version'])
      .where('id', '=', input.id)
      .where(inContainerScope('containers', scope))
      .forUpdate()
      .executeTakeFirst();
    if (!container) {
      // A container the user only reads (a customer-level reader at another location) is refused.
      const seen = await trx
        .selectFrom('containers')
        .select('id')
        .where('id', '=', input.id)
        .where(inContainerScope('containers', scopes.read))
        .executeTakeFirst();
      if (seen) throw forbidden(readOnlyContainerMessage);
      throw notFound(containerNotFoundMessage);
    }
    if (container.version !== input.version) {
      throw new HttpError(
        409,
        containerChangedMessage,
        'VersionConflict',
        await readContainer(trx, scopes, language, container.id),
      );
    }
    if (container.status === input.status) {
      throw badRequest(`status: the container is already ${input.status}`, {
        issues: [{ field: 'status', message: `is already ${input.status}` }],
      });
    }
    await trx
      .insertInto('containerStatusMarks')
      .values({
        containerId: container.id,
        status: input.status,
        reason: input.reason,
        markedBy: session.actingUser.id,
      })
      .execute();
    await trx
      .updateTable('containers')
      .set((eb) => ({ status: input.status, version: eb('version', '+', 1) }))
      .where('id', '=', container.id)
      .execute();
    return readContainer(trx, scopes, language, container.id);
  });
}
