import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  countingDeleteFailedMessage,
  countingSaveFailedMessage,
} from '../../../domain/counting/counting-report.ts';
import type { OutboxError } from '../../offline/local-db.ts';

/** The spec's messages of counting (§8), said by the screen and by the server alike. */
export const countingSavedText = msg`Counting report saved`;
export const countingSaveFailedText = msg`Error saving one or more counting reports`;
export const countingDeletedText = msg`Counting report deleted`;
export const countingDeleteFailedText = msg`Could not delete counting report`;
export const countingConfirmedText = msg`Counting report confirmed`;
export const countingConfirmFailedText = msg`Could not confirm counting report`;

/** Why the server refused, by its type (counting-access.ts, locked-report.ts). */
const byType = new Map<string, MessageDescriptor>(
  Object.entries({
    AlreadyConfirmed: msg`The count is already confirmed.`,
    VersionConflict: msg`Someone else changed the count meanwhile.`,
    Forbidden: msg`You may not count at this location.`,
    NotFound: msg`The count no longer exists.`,
  }),
);

/** Messages that say no more than the notice's title. */
const titleOnly = new Set([countingSaveFailedMessage, countingDeleteFailedMessage]);

/**
 * A refusal as the counter reads it, under the spec's title: the reason by its type, or the server's
 * words when they say more than the title; null when they do not.
 */
export function countingRefusalText(error: OutboxError | null | undefined, i18n: I18n): string | null {
  const known = error ? byType.get(error.type) : undefined;
  if (known) return i18n._(known);
  if (!error?.message || titleOnly.has(error.message)) return null;
  return error.message;
}
