import { z } from 'zod';
import { idSchema } from '../shared/id.ts';
import { newPasswordSchema } from '../session/passwords.ts';

/** How long a reset or welcome link may be used (issue 16 item 1). */
export const resetLinkMinutes = 60;
/** A welcome link of an approved customer's first user waits longer: the mail may be read days later. */
export const welcomeLinkDays = 7;

export const sendLinkFailedMessage = 'Error sending link';
export const invalidResetLinkMessage = 'Invalid or expired reset link';
export const passwordsNotEqualMessage = 'Passwords are not equal';

/**
 * A reset token: 32 random bytes in base64url (43 characters). Only its SHA-256 is stored; the token
 * travels in the link alone.
 */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, invalidResetLinkMessage);

/**
 * POST ForgotPassword (public): a login name or an e-mail address in the market of the API base. The
 * answer is the same whether or not an account matches.
 */
export const forgotPasswordRequestSchema = z.object({
  loginNameOrEmail: z.string().trim().min(1, 'A login name or an e-mail address is required').max(200),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordAnswerSchema = z.object({ requested: z.literal(true) });

/** POST ResetPasswordCheck (public): whether a link may still be used, before the user types. */
export const resetPasswordCheckSchema = z.object({ token: resetTokenSchema });
export const resetPasswordCheckAnswerSchema = z.object({ loginName: z.string() });

/** POST ResetPassword (public): sets the password, ends every session of the user, uses up the link. */
export const resetPasswordRequestSchema = z.object({
  token: resetTokenSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
/** The login name, so the login page opens with it filled in. */
export const resetPasswordAnswerSchema = z.object({ loginName: z.string() });

/** POST userPasswordReset (admins, spec §6): e-mails a user the same reset link. */
export const adminPasswordResetSchema = z.object({ userId: idSchema });
export const adminPasswordResetAnswerSchema = z.object({ sent: z.literal(true), email: z.string() });

/** The form's own check before anything is sent (spec §5 Password reset). */
export function resetFormProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword !== confirmation) return passwordsNotEqualMessage;
  if (newPassword.length < 7) return 'Error updating password, it might be too short (min 7 characters)';
  return null;
}
