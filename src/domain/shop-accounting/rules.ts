/**
 * Who keeps shop accounting and the rules of its ledger (issue 20 item 5). Nothing is edited in place
 * or deleted: a wrong entry is corrected by a reversing entry on an open day, and a closed day takes
 * no more entries.
 */

/** The login user's flags that decide: provider staff and global admins, and users the provider enabled. */
export interface ShopAccountingUser {
  isProvider: boolean;
  isGlobalAdmin: boolean;
  shopAccounting: boolean;
}

export const mayKeepShopAccounting = (user: ShopAccountingUser): boolean =>
  user.isProvider || user.isGlobalAdmin || user.shopAccounting;

/** The right is given (in Company → Users) and the day closed only by provider staff or a global admin. */
export const mayGrantShopAccounting = (user: Pick<ShopAccountingUser, 'isProvider' | 'isGlobalAdmin'>) =>
  user.isProvider || user.isGlobalAdmin;
export const mayCloseShopDay = mayGrantShopAccounting;

/** What the ledger knows of an entry when someone asks to reverse it. */
export interface ReversibleEntry {
  reversesId: number | null;
  reversedById: number | null;
}

export type ReversalRefusal = 'ReversalOfReversal' | 'AlreadyReversed';

/** An original can be reversed once; a reversal cannot be reversed (reverse the original's entry anew instead). */
export function reversalRefusal(entry: ReversibleEntry): ReversalRefusal | null {
  if (entry.reversesId !== null) return 'ReversalOfReversal';
  if (entry.reversedById !== null) return 'AlreadyReversed';
  return null;
}

/** The reversing entry of an original: the same line with the quantity and amounts negated. */
export function reversalOf<T extends { quantity: number; net: number; vat: number; gross: number }>(
  original: T,
): T {
  // `|| 0` keeps -0 out of the books.
  return {
    ...original,
    quantity: -original.quantity || 0,
    net: -original.net || 0,
    vat: -original.vat || 0,
    gross: -original.gross || 0,
  };
}

export const shopErrorMessages = {
  DayClosed: 'The day is closed: no more entries or reversals are accepted for it',
  DayAlreadyClosed: 'The day is already closed',
  DayInFuture: 'A day in the future cannot be closed or booked',
  ReversalOfReversal: 'A reversal cannot be reversed',
  AlreadyReversed: 'The entry has already been reversed',
  ReversalBeforeOriginal: 'date: a reversal cannot be dated before the entry it reverses',
  UnknownProduct: 'productId: no such product',
  NoShopAccounting: 'Shop accounting is only for provider staff and the users the provider enables',
} as const;
export type ShopErrorType = keyof typeof shopErrorMessages;
