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

interface StoredHash {
  options: ScryptOptions;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): StoredHash | null {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return null;
  return {
    options: costOptions(+logN, +r, +p),
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
}

async function matches(password: string, stored: StoredHash): Promise<boolean> {
  const key = await scrypt(password, stored.salt, stored.options);
  return key.length === stored.hash.length && timingSafeEqual(key, stored.hash);
}

const formatHash = (logN: number, salt: Buffer, key: Buffer) =>
  ['scrypt', logN, blockSize, parallelism, salt.toString('base64url'), key.toString('base64url')].join('$');

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  return formatHash(logN, salt, await scrypt(password, salt, costOptions(logN, blockSize, parallelism)));
}

/**
 * The stored hash of an account whose password is not set yet: random bytes where the key would be, so
 * no password matches it, made at once (hashing a random password cost a full scrypt run, 0.4–0.7 s of
 * every new user's save), yet checked at cost `logN` like any other.
 */
export function unusablePasswordHash(logN = 17): string {
  return formatHash(logN, randomBytes(16), randomBytes(keyLength));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  return parsed ? matches(password, parsed) : false;
}

/** Random bytes where the key would be: no password matches it, yet checking one costs a real check. */
const dummyHashes = new Map<number, StoredHash>();
function dummyHash(logN: number): StoredHash {
  let dummy = dummyHashes.get(logN);
  if (!dummy) {
    const options = costOptions(logN, blockSize, parallelism);
    dummy = { options, salt: randomBytes(16), hash: randomBytes(keyLength) };
    dummyHashes.set(logN, dummy);
  }
  return dummy;
}

/**
 * A login's password check, with the same scrypt work whether the name is unknown, the account disabled
 * or the password wrong (issue 14 item 4): without a usable hash it checks against a dummy at cost `logN`,
 * so the answer's timing tells none of them apart. The caller still refuses a disabled account.
 */
export async function verifyLoginPassword(
  password: string,
  stored: string | undefined,
  logN: number,
): Promise<boolean> {
  const parsed = stored === undefined ? null : parseHash(stored);
  const isMatch = await matches(password, parsed ?? dummyHash(logN));
  return parsed !== null && isMatch;
}
