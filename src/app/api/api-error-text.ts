import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCodeOf, isErrorCode } from '../../domain/shared/error-messages.ts';
import { ApiError } from './api-error.ts';
import { errorCodeLabels, errorTypeLabels, unexpectedErrorText } from './error-labels.ts';

/** A refusal as the server sent it, or as the outbox kept it (its message and type, its code if sent). */
export interface ServerRefusal {
  message?: string | undefined;
  type?: string | undefined;
  code?: string | undefined;
}

/**
 * The one translator of refusals (spec §8; issue 15 item 5): the app's own message for the refusal's
 * code — the one the server sent, or the catalogue's for a kept message without one (an outbox entry),
 * or the type where the type names one message — else for its type; the server's text only when the
 * app knows neither.
 */
export function serverRefusalText(refusal: ServerRefusal | null | undefined, i18n: I18n): string {
  const code = [refusal?.code, errorCodeOf(refusal?.message), refusal?.type].find(isErrorCode);
  if (code) return i18n._(errorCodeLabels[code]);
  const type = refusal?.type;
  const typeLabel = type && Object.hasOwn(errorTypeLabels, type) ? errorTypeLabels[type] : undefined;
  if (typeLabel) return i18n._(typeLabel);
  return refusal?.message || i18n._(unexpectedErrorText);
}

/** What a failed call shows the user, in their language; anything but an API error is unexpected. */
export function apiErrorText(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(unexpectedErrorText);
  const text = serverRefusalText({ message: error.reason, type: error.type, code: error.code }, i18n);
  // A server failure is the operator's to find: the request id names its log lines.
  const requestId = error.status >= 500 ? error.requestId : null;
  return requestId ? `${text} ${i18n._(requestIdText(requestId))}` : text;
}

export const requestIdText = (requestId: string) => msg`Request id: ${requestId}`;
