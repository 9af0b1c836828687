import { z } from 'zod';
import { idSchema } from '../shared/id.ts';

/** Minimum password length (spec §5, §9). */
export const minPasswordLength = 7;
export const passwordTooShortMessage = 'Error updating password, it might be too short (min 7 characters)';

export const newPasswordSchema = z.string().min(minPasswordLength, passwordTooShortMessage).max(200);

/** POST userPassword (spec §7): the old password is checked on the server. */
export const passwordChangeSchema = z.object({
  userId: idSchema,
  oldPassword: z.string().min(1, 'oldPassword is required').max(200),
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
