import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../../api/api-error.ts';

/**
 * What a failure shows the user (spec §8): the server's message, a translated one for an unreachable
 * network, or the generic message.
 */
export function errorReason(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.type === 'NetworkError')
    return i18n._(msg`The network is not reachable`);
  if (error instanceof ApiError && error.reason) return error.reason;
  return i18n._(msg`An unexpected error occurred, please try again.`);
}
