import { spawn } from 'node:child_process';
import { OpsError } from './ops-error.ts';
import { withoutPassword } from './without-password.ts';

/**
 * A connection URL without its password, which goes in PGPASSWORD instead: a command line is visible to
 * every user of the machine (`ps`), the environment of another user's process is not.
 */
export function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs pg_dump or pg_restore from PATH; its errors become one message without the password. */
export async function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new OpsError(
      `${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version ` +
        'or newer (Debian and Ubuntu: apt-get install postgresql-client; macOS: brew install libpq).',
    );
  });
  if (code !== 0) {
    throw new OpsError(`${tool} failed (exit ${code ?? 'by a signal'}):\n${withoutPassword(stderr.trim())}`);
  }
}
