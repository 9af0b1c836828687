import type { Kysely } from 'kysely';
import {
  mayCloseShopDay,
  mayKeepShopAccounting,
  shopErrorMessages,
} from '../../../domain/shop-accounting/rules.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/** Who keeps the ledger: the real login user decides (an admin acting for a customer still keeps it). */
export interface ShopActor {
  marketId: string;
  userId: number;
  mayClose: boolean;
}

/** Whether the login user may keep shop accounting: provider staff, global admins, and the enabled users. */
export async function loginMayKeepShopAccounting(db: Kysely<DB>, session: Session): Promise<boolean> {
  const { isProvider, isGlobalAdmin } = session.loginUser;
  if (isProvider || isGlobalAdmin) return true;
  const row = await db
    .selectFrom('users')
    .select('shopAccounting')
    .where('id', '=', session.loginUser.id)
    .executeTakeFirst();
  return mayKeepShopAccounting({ isProvider, isGlobalAdmin, shopAccounting: row?.shopAccounting ?? false });
}

/** The actor of every shop-accounting call; anyone else is refused (403) before anything is read. */
export async function shopActorOf(db: Kysely<DB>, session: Session): Promise<ShopActor> {
  if (!(await loginMayKeepShopAccounting(db, session))) {
    throw new HttpError(403, shopErrorMessages.NoShopAccounting, 'Forbidden');
  }
  return {
    marketId: session.marketId,
    userId: session.loginUser.id,
    mayClose: mayCloseShopDay(session.loginUser),
  };
}
