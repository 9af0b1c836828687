import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 32 random bytes; only their SHA-256 is stored (ARCHITECTURE.md). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
