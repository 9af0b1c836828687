import { sql, type Kysely } from 'kysely';
import type { SupportTemplate, TemplateInput } from '../../../domain/support/template.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { SupportActor } from './support-actor.ts';

export const templateNotFoundMessage = 'Template not found';
export const templateChangedMessage = 'Someone else changed the template in the meantime';

function templates(db: Kysely<DB>, marketId: string) {
  return db
    .selectFrom('supportTemplates')
    .select(['id', 'version', 'texts', 'updatedAt'])
    .where('marketId', '=', marketId);
}

type TemplateRow = Awaited<ReturnType<ReturnType<typeof templates>['executeTakeFirstOrThrow']>>;

const templateOf = (row: TemplateRow): SupportTemplate => ({
  id: row.id,
  version: row.version,
  texts: row.texts as SupportTemplate['texts'],
  updatedAt: row.updatedAt.toISOString(),
});

/** GET supportTemplates: the market's default answers with every language's wording, oldest first. */
export async function listTemplates(db: Kysely<DB>, actor: SupportActor): Promise<SupportTemplate[]> {
  const rows = await templates(db, actor.marketId).orderBy('id').execute();
  return rows.map(templateOf);
}

/** POST supportTemplate: a new template, or a change of one at the version read (409 when stale). */
export function saveTemplate(
  db: Kysely<DB>,
  actor: SupportActor,
  input: TemplateInput,
): Promise<SupportTemplate> {
  return inTransaction(db, async (trx) => {
    const texts = JSON.stringify(input.texts);
    if (input.id === undefined) {
      const row = await trx
        .insertInto('supportTemplates')
        .values({ marketId: actor.marketId, texts, createdBy: actor.userId })
        .returning(['id', 'version', 'texts', 'updatedAt'])
        .executeTakeFirstOrThrow();
      return templateOf(row);
    }
    const current = await templates(trx, actor.marketId)
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(templateNotFoundMessage);
    if (current.version !== input.version) {
      throw new HttpError(409, templateChangedMessage, 'VersionConflict', templateOf(current));
    }
    const row = await trx
      .updateTable('supportTemplates')
      .set((eb) => ({ texts, updatedAt: sql<Date>`now()`, version: eb('version', '+', 1) }))
      .where('id', '=', input.id)
      .returning(['id', 'version', 'texts', 'updatedAt'])
      .executeTakeFirstOrThrow();
    return templateOf(row);
  });
}

/** POST supportTemplateDelete */
export async function deleteTemplate(
  db: Kysely<DB>,
  actor: SupportActor,
  id: number,
): Promise<{ id: number }> {
  const deleted = await db
    .deleteFrom('supportTemplates')
    .where('id', '=', id)
    .where('marketId', '=', actor.marketId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound(templateNotFoundMessage);
  return deleted;
}
