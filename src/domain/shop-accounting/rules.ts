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

/**
 * How far back a sale may be dated: a shop that books a day late, or the last days of a month after
 * it ended, is served; a date years back is a typing error or worse (README, design decision
 * "Shop ledger dates run forward", 2026-11-29).
 */
export const maxBookingDaysBack = 31;

/** `date` less `days` days, both ISO dates (YYYY-MM-DD), counted in the calendar, not in hours. */
export function isoDaysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

export type BookingDateRefusal = 'DayInFuture' | 'DayTooFarBack' | 'DayBeforeLastClosed';

/**
 * The latest day a sale may be dated: today, or tomorrow once today is closed — a sale made after the
 * day's closing belongs to the next day's books, as a till's after its Z report does.
 */
export function firstOpenDay(today: string, todayClosed: boolean): string {
  return todayClosed ? isoDaysBefore(today, -1) : today;
}

/**
 * Why an entry may not be dated `date` in a market whose today is `today` and whose latest closed day
 * is `lastClosed`: the books run forward, so nothing is dated before a closed day, even one never closed.
 */
export function bookingDateRefusal(
  date: string,
  today: string,
  lastClosed: string | null,
): BookingDateRefusal | null {
  if (date > firstOpenDay(today, lastClosed !== null && lastClosed >= today)) return 'DayInFuture';
  if (date < isoDaysBefore(today, maxBookingDaysBack)) return 'DayTooFarBack';
  if (lastClosed !== null && date < lastClosed) return 'DayBeforeLastClosed';
  return null;
}

export const shopErrorMessages = {
  DayClosed: 'The day is closed: no more entries or reversals are accepted for it',
  DayAlreadyClosed: 'The day is already closed',
  DayInFuture: 'A day in the future cannot be closed or booked',
  DayTooFarBack: 'date: an entry can be dated at most 31 days back',
  DayBeforeLastClosed: 'date: an entry cannot be dated before the last closed day',
  ReversalOfReversal: 'A reversal cannot be reversed',
  AlreadyReversed: 'The entry has already been reversed',
  ReversalBeforeOriginal: 'date: a reversal cannot be dated before the entry it reverses',
  UnknownProduct: 'productId: no such product',
  NoShopAccounting: 'Shop accounting is only for provider staff and the users the provider enables',
} as const;
export type ShopErrorType = keyof typeof shopErrorMessages;
