import type { Kysely } from 'kysely';
import { visibleNavItems } from '../../../domain/navigation/main-nav.ts';
import { actingTasks } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { containerScopesOf, type ContainerScopes } from './container-scope.ts';

export const noContainerAccessMessage =
  'The container register needs the CONTAINER task at a container location';

/**
 * The server enforces what the Container menu item only hides (spec §2): task CONTAINER at an active
 * container location, or a global admin at one. Anyone else is refused (403) before any id is read.
 */
export async function assertContainerAccess(db: Kysely<DB>, session: Session): Promise<void> {
  const location = await db
    .selectFrom('locations')
    .select(['isProvider', 'isPooling', 'isCommission', 'isDispatch', 'isContainerActive'])
    .where('id', '=', session.locationId)
    .executeTakeFirst();
  if (!location) throw forbidden(noContainerAccessMessage);
  const tasks = await actingTasks(db, session);
  const items = visibleNavItems({ tasks, location, isGlobalAdmin: session.loginUser.isGlobalAdmin });
  if (!items.includes('containers')) throw forbidden(noContainerAccessMessage);
}

/**
 * The scopes a user reads and changes containers, container orders and rentals in, after the access
 * check: the read scope filters every row, the write scope says which of them the user may mark, close
 * or cancel (and is the scope of every change).
 */
export async function containerReader(db: Kysely<DB>, session: Session): Promise<ContainerScopes> {
  await assertContainerAccess(db, session);
  return containerScopesOf(db, session);
}
