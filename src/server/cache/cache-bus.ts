import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/** The PostgreSQL channel a cache clear travels on to every server process (issue 19 item 6). */
export const cacheClearChannel = 'pallet_cache_clear';

/** Which caches to clear: their names, or null for all. */
export type ClearMessage = { names: string[] | null };

export interface CacheBus {
  /** Tells every process on the database, this one included, to clear; on commit inside a transaction. */
  publish(db: Kysely<DB>, message: ClearMessage): Promise<void>;
  /** Settles once the bus first listens (or failed to, and keeps trying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

function parseMessage(payload: string | undefined): ClearMessage | null {
  try {
    const parsed = JSON.parse(payload ?? '') as { names?: unknown };
    if (parsed.names === null) return { names: null };
    if (Array.isArray(parsed.names) && parsed.names.every((name) => typeof name === 'string')) {
      return { names: parsed.names as string[] };
    }
  } catch {
    // A foreign or broken payload on our channel is ignored below.
  }
  return null;
}

/**
 * PostgreSQL: a connection of its own LISTENs (a pooled one would lose the LISTEN when returned), and
 * a clear is a NOTIFY, which PostgreSQL hands to every listening process after the sender's commit.
 * A dropped connection is opened again; a clear sent meanwhile is missed, so each reconnect clears
 * everything once (the caches only ever cost a reload).
 */
function startPostgresBus(
  url: string,
  onMessage: (message: ClearMessage) => void,
  log: FastifyBaseLogger,
): CacheBus {
  let client: pg.Client | null = null;
  let isClosing = false;
  let retry: NodeJS.Timeout | null = null;
  let hasConnected = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'pallet-portal-cache-bus' });
    next.on('notification', (note) => {
      const message = note.channel === cacheClearChannel ? parseMessage(note.payload) : null;
      if (message) onMessage(message);
    });
    next.on('error', (error) => log.warn({ err: error }, 'cache bus connection failed'));
    next.on('end', () => {
      if (client === next) client = null;
      if (!isClosing) retry = setTimeout(() => void connectOrRetry(), 1000);
    });
    await next.connect();
    await next.query(`listen ${cacheClearChannel}`);
    client = next;
    if (hasConnected) onMessage({ names: null });
    hasConnected = true;
  };
  const connectOrRetry = async () => {
    retry = null;
    await connect().catch((error: unknown) => {
      log.warn({ err: error }, 'cache bus could not listen; trying again');
      if (!isClosing) retry = setTimeout(() => void connectOrRetry(), 5000);
    });
  };
  const ready = connectOrRetry();

  return {
    ready,
    publish: async (db, message) => {
      await sql`select pg_notify(${cacheClearChannel}, ${JSON.stringify(message)})`.execute(db);
    },
    close: async () => {
      isClosing = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * PGlite: the database lives inside this process (its data directory is locked to it), so every app
 * on it is here: an in-process channel per database reaches them all.
 */
const inProcessChannels = new WeakMap<Database, EventEmitter>();

function startInProcessBus(database: Database, onMessage: (message: ClearMessage) => void): CacheBus {
  let channel = inProcessChannels.get(database);
  if (!channel) {
    channel = new EventEmitter().setMaxListeners(0);
    inProcessChannels.set(database, channel);
  }
  const events = channel;
  events.on(cacheClearChannel, onMessage);
  return {
    ready: Promise.resolve(),
    publish: async (_db, message) => {
      events.emit(cacheClearChannel, message);
    },
    close: async () => {
      events.off(cacheClearChannel, onMessage);
    },
  };
}

/** PostgreSQL's bus where the database is PostgreSQL (its address is the job queue's), else in-process. */
export function startCacheBus(
  database: Database,
  onMessage: (message: ClearMessage) => void,
  log: FastifyBaseLogger,
): CacheBus {
  const connection = database.jobQueue;
  return 'connectionString' in connection
    ? startPostgresBus(connection.connectionString, onMessage, log)
    : startInProcessBus(database, onMessage);
}
