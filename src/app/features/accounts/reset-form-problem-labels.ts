import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { passwordsNotEqualMessage } from '../../../domain/accounts/password-reset.ts';
import { passwordTooShortMessage } from '../../../domain/session/passwords.ts';
import { errorCodeLabels } from '../../api/error-labels.ts';

/** The reset form's own problems (spec §5 Password reset), by the domain's text. */
export const resetFormProblemLabels: Readonly<Record<string, MessageDescriptor>> = {
  [passwordsNotEqualMessage]: msg`Passwords are not equal`,
  [passwordTooShortMessage]: errorCodeLabels.PasswordTooShort,
};
