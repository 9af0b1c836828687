import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FaultDatabase {
  /** DATABASE_URL for the server processes under test. */
  url: string;
  query<T extends object>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh database on TEST_DATABASE_URL's server, for servers the test starts and kills. */
export async function createFaultDatabase(serverUrl: string): Promise<FaultDatabase> {
  const name = `pallet_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    url,
    query: async <T extends object>(text: string, values?: unknown[]) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
