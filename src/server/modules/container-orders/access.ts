import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { assertContainerAccess } from '../containers/container-access.ts';
import {
  containerReadScopeOf,
  containerWriteScopeOf,
  type ContainerScope,
} from '../containers/container-scope.ts';

/**
 * Container orders and rentals follow the Container menu's rule (spec §2, container-access.ts): anyone
 * else is refused (403) before any id is read. Reading reaches the container read scope, writing the
 * write scope (a report level widens reading, not writing).
 */
export async function containerOrderReader(db: Kysely<DB>, session: Session): Promise<ContainerScope> {
  await assertContainerAccess(db, session);
  return containerReadScopeOf(db, session);
}

export async function containerOrderWriter(db: Kysely<DB>, session: Session): Promise<ContainerScope> {
  await assertContainerAccess(db, session);
  return containerWriteScopeOf(db, session);
}
