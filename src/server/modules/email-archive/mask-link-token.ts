import { isLinkMailKind, maskedToken } from '../../../domain/admin/email-archive.ts';

/** A reset link's token: base64url after `token=` (accounts/password-links.ts), in text and in an href. */
const tokenPattern = /(token=)[A-Za-z0-9_\-.~%]+/g;

/**
 * The archive's copy of a mail: a password-reset or welcome mail holds a live single-use link, which
 * an admin reading the archive must not be able to follow for another user, so its token is masked.
 */
export function maskLinkToken(kind: string, content: string): string {
  return isLinkMailKind(kind) ? content.replace(tokenPattern, `$1${maskedToken}`) : content;
}
