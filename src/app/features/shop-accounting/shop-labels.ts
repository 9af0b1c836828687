import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod, ShopChannel } from '../../../domain/shop-accounting/schemas.ts';
import type { ShopErrorType } from '../../../domain/shop-accounting/rules.ts';

export const channelLabels: Record<ShopChannel, MessageDescriptor> = {
  Shop: msg`Shop`,
  Wholesale: msg`Wholesale`,
};

/** Mobile goes by the market's name (Vipps, Swish, MobilePay): see paymentLabel. */
export const paymentLabels: Record<Exclude<PaymentMethod, 'Mobile'>, MessageDescriptor> = {
  Card: msg`Card`,
  Cash: msg`Cash`,
  Invoice: msg`Invoice`,
};

/** The refusals of the ledger, in the user's language (the server's `error.type`). */
export const shopRefusalLabels: Partial<Record<ShopErrorType, MessageDescriptor>> = {
  DayClosed: msg`The day is closed: no more entries or reversals are accepted for it. Book a correction on an open day.`,
  DayAlreadyClosed: msg`The day is already closed.`,
  DayInFuture: msg`A day in the future cannot be booked or closed.`,
  DayTooFarBack: msg`A sale can be dated at most 31 days back.`,
  DayBeforeLastClosed: msg`A later day is already closed: a sale cannot be dated before it. Book it on an open day.`,
  ReversalOfReversal: msg`A reversal cannot be reversed.`,
  AlreadyReversed: msg`This entry has already been reversed.`,
};
