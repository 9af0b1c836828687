import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportKind } from '../../../domain/admin/import/import-kinds.ts';
import {
  loginNameTwiceInFileMessage,
  numberTwiceInFileMessage,
  type ImportRowError,
} from '../../../domain/admin/import/import-rows.ts';
import { errorCodeOf } from '../../../domain/shared/error-messages.ts';
import { glnReasonOf } from '../../../domain/shared/gln.ts';
import { errorCodeLabels } from '../../api/error-labels.ts';
import { glnReasonLabels } from '../../ui/gln-input/gln-reason-labels.ts';
import { importFieldLabel } from './import-field-labels.ts';

const fixedTexts: ReadonlyMap<string, MessageDescriptor> = new Map([
  [numberTwiceInFileMessage, msg`The number appears more than once in the file`],
  [loginNameTwiceInFileMessage, msg`The login name appears more than once in the file`],
]);

// eslint-disable-next-line lingui/no-unlocalized-strings -- the rule's words (locationNumberProblem), read not shown
const glnPrefix = 'Invalid GLN: ';

/**
 * A row error in the user's language. The rules answer English text (the server's and the client's
 * are the same): the catalogue's messages, the GLN's reasons and the common shapes ('… is required',
 * '… must be yes or no') are translated and name the field by its label; other text shows as it is.
 */
export function importErrorText(kind: ImportKind, error: ImportRowError, i18n: I18n): string {
  const { message, field } = error;
  const label = field === null ? '' : labelText(kind, field, i18n);
  const fixed = fixedTexts.get(message);
  if (fixed) return i18n._(fixed);
  const code = errorCodeOf(message);
  if (code) return i18n._(errorCodeLabels[code]);
  if (message.startsWith(glnPrefix)) {
    const reason = glnReasonOf(message.slice(glnPrefix.length));
    if (reason) return `${i18n._(msg`Invalid GLN`)}: ${i18n._(glnReasonLabels[reason])}`;
  }
  if (field !== null && message === `${field} is required`) return i18n._(msg`${label} is required`);
  if (field !== null && message === `${field} must be yes or no`) {
    return i18n._(msg`${label} must be yes or no`);
  }
  if (field === null) return message;
  // The rule's own words name the field by its key: the label says it as the form does.
  return message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : `${label}: ${message}`;
}

function labelText(kind: ImportKind, field: string, i18n: I18n): string {
  const label = importFieldLabel(kind, field);
  return typeof label === 'string' ? label : i18n._(label);
}
