import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { glnLength, type GlnReason } from '../../../domain/shared/gln.ts';

/** The server's GLN reasons in the user's language; a reason without a label is shown as sent. */
export const glnReasonLabels = {
  length: msg`A GLN has exactly ${glnLength} digits`,
  digits: msg`A GLN has only digits`,
  checkDigit: msg`The check digit does not match`,
} satisfies Record<GlnReason, MessageDescriptor>;
