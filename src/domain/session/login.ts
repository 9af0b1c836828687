import { z } from 'zod';

/** POST Login (spec §7). `anonymous` is the client's marker that no bearer token is sent. */
export const loginRequestSchema = z.object({
  userLoginName: z.string().trim().min(1, 'userLoginName is required').max(100),
  password: z.string().min(1, 'password is required').max(200),
  anonymous: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginFailedMessage = 'Login failed';
