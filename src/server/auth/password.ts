import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt password hashes, stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so a hash keeps
 * its own cost when the default changes. N = 2^17, r = 8, p = 1 follows OWASP; it needs 128 MiB, so
 * maxmem is raised (Node's default of 32 MiB refuses it).
 */
const keyLength = 64;
const blockSize = 8;
const parallelism = 1;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function costOptions(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 128 * N * r * p + 32 * 1024 * 1024 };
}

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, costOptions(logN, blockSize, parallelism));
  return ['scrypt', logN, blockSize, parallelism, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), costOptions(+logN, +r, +p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown login name cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string, logN: number): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password', logN);
  await verifyPassword(password, await dummyHash);
  return false;
}
