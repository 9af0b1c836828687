import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runningUrl, spawnServer, type ServerProcess } from '../../helpers/server-process.ts';
import { newWriteLog, runCommentWriter, type WriterTarget } from './comment-writer.ts';
import { createFaultDatabase, type FaultDatabase } from './fault-database.ts';

const clients = 20;
const kills = 5;

/**
 * Issue 14 item 15: the server process is killed with SIGKILL while 20 clients write comments with
 * Idempotency-Keys, and started again; the clients retry what was not acknowledged. Every acknowledged
 * write is stored once: the key, the answer and the change commit together or not at all.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL)(
  'a server killed during writes (issue 14 item 15)',
  () => {
    let database: FaultDatabase;
    let server: ServerProcess;
    let env: NodeJS.ProcessEnv;
    let baseUrl: string;
    let upSince: number | null = null;

    const start = async () => {
      server = spawnServer(env);
      baseUrl = await runningUrl(server);
      upSince = Date.now();
    };

    beforeAll(async () => {
      database = await createFaultDatabase(process.env.TEST_DATABASE_URL!);
      env = { DATABASE_URL: database.url, PORT: String(await freePort()) };
      await start();
    }, 90_000);
    afterAll(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
      await database.drop();
    });

    async function writerTarget(): Promise<WriterTarget> {
      const login = await fetch(`${baseUrl}/api/no/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userLoginName: 'kunde.admin', password: 'demo-pallet' }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const orders = await fetch(`${baseUrl}/api/no/Orders`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const orderId = ((await orders.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
      return { baseUrl, token, orderId, upSince: () => upSince };
    }

    it('keeps every acknowledged write exactly once through 5 kills and restarts', async () => {
      const target = await writerTarget();
      const log = newWriteLog();
      let isStopping = false;
      const writers = Array.from({ length: clients }, (_, client) =>
        runCommentWriter(target, log, client, () => isStopping),
      );
      for (let kill = 0; kill < kills; kill++) {
        await sleep(1000);
        upSince = null;
        server.child.kill('SIGKILL');
        await server.exited;
        await start();
      }
      await sleep(1000);
      isStopping = true;
      await Promise.all(writers);

      const stored = await database.query<{ text: string; copies: number }>(
        `select text, count(*)::int as copies from order_comments where text like 'fault-test %' group by text`,
      );
      console.info(
        `${log.acknowledged.size} writes acknowledged, ${log.retries} sends retried, ${log.replays} answered from a commit made before a kill`,
      );
      const copies = new Map(stored.map((row) => [row.text, row.copies]));
      expect(log.retries, 'the kills interrupted writes').toBeGreaterThan(0);
      expect(log.acknowledged.size).toBe(log.sent.size);
      expect([...log.acknowledged.values()].filter((text) => copies.get(text) !== 1)).toEqual([]);
      expect(stored).toHaveLength(log.acknowledged.size);
    }, 180_000);
  },
);
