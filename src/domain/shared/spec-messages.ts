import { passwordTooShortMessage } from '../session/passwords.ts';

/**
 * Validation messages worded by the spec (§8): the server answers them as they are, the field named in
 * `error.data.issues` only, so the client shows the spec's text.
 */
export const specValidationMessages: ReadonlySet<string> = new Set([passwordTooShortMessage]);
