import type { Kysely } from 'kysely';
import { hasTask, type WebTaskId } from '../../domain/tasks/web-tasks.ts';
import type { DB } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import type { Session } from './session.ts';

/** The acting user's menu tasks (spec §3 web task users); an empty list means every task. */
export async function actingTasks(db: Kysely<DB>, session: Session): Promise<WebTaskId[]> {
  const rows = await db
    .selectFrom('webTaskUsers')
    .select('taskId')
    .where('userId', '=', session.actingUser.id)
    .execute();
  return rows.map((row) => row.taskId as WebTaskId);
}

/**
 * A call that belongs to a menu task is refused (403) to an acting user without it (spec §6: menu access
 * is per task). The server enforces what the menu only hides.
 */
export async function assertActingTask(db: Kysely<DB>, session: Session, task: WebTaskId) {
  if (!hasTask(await actingTasks(db, session), task)) {
    throw forbidden(`This needs the ${task} task`);
  }
}
