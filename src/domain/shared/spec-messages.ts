import { agreementRequiredMessage } from '../accounts/new-customer.ts';
import { invalidResetLinkMessage } from '../accounts/password-reset.ts';
import { invalidVatMessage } from '../accounts/vat-number.ts';
import { passwordTooShortMessage } from '../session/passwords.ts';

/**
 * Validation messages worded by the spec (§8): the server answers them as they are, the field named in
 * `error.data.issues` only, so the client shows the spec's text.
 */
export const specValidationMessages: ReadonlySet<string> = new Set([
  passwordTooShortMessage,
  invalidResetLinkMessage,
  invalidVatMessage,
  agreementRequiredMessage,
]);
