import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { resetLinkMinutes, welcomeLinkDays } from '../../../domain/accounts/password-reset.ts';
import type { DB } from '../../db/schema.ts';

export type PasswordLinkPurpose = 'reset' | 'welcome';

/** The stored form of a token: its SHA-256, so a read of the table gives no working link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const linkMinutes: Record<PasswordLinkPurpose, number> = {
  reset: resetLinkMinutes,
  welcome: welcomeLinkDays * 24 * 60,
};

/**
 * Makes a single-use link for a user to set a password (forgot password, an admin's reset, the welcome
 * of an approved customer's first user), in the caller's transaction, and returns its URL. Only the
 * token's hash is stored. publicUrl is the configured origin (config.publicUrl), never the request's Host.
 */
export async function issuePasswordLink(
  db: Kysely<DB> | Transaction<DB>,
  input: { userId: number; purpose: PasswordLinkPurpose; requestedBy: number | null; publicUrl: string },
): Promise<{ url: string; expiresInMinutes: number }> {
  const token = randomBytes(32).toString('base64url');
  const minutes = linkMinutes[input.purpose];
  await db
    .insertInto('passwordResetTokens')
    .values({
      userId: input.userId,
      tokenHash: hashResetToken(token),
      purpose: input.purpose,
      requestedBy: input.requestedBy,
      expiresAt: sql<Date>`now() + make_interval(mins => ${minutes})`,
    })
    .execute();
  return { url: `${input.publicUrl}/reset-password?token=${token}`, expiresInMinutes: minutes };
}
