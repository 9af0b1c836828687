import pg from 'pg';

/** A database of its own on the server, made anew and dropped after, never the server's own. */
export async function withBenchDatabase<T>(
  serverUrl: string,
  name: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  try {
    return await work(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
