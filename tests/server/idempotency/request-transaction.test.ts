import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, runInRequestTransaction } from '../../../src/server/http/request-transaction.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { newKey, storedKeys } from './idempotency-api.ts';

/** The request-scoped transaction behind Idempotency-Key: handlers join it through `app.db`. */
describe('the request transaction (http/request-transaction.ts)', () => {
  let t: TestApp;
  const userId = 987_654;

  const insertKey = (key: string) =>
    t.app.db.insertInto('idempotencyKeys').values({ userId, key, requestHash: 'h' }).execute();

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('gives app.db and app.readDb the transaction inside, the database outside', async () => {
    await runInRequestTransaction(t.app.database.db, async (trx) => {
      expect(t.app.db).toBe(trx);
      expect(t.app.readDb).toBe(trx);
    });
    // Outside, the database itself (through the slow-query timer, app.ts), never a transaction.
    expect(t.app.db.isTransaction).toBe(false);
  });

  it('undoes every write through app.db when the work fails, and runs no after-commit work', async () => {
    const key = newKey();
    const deferred: string[] = [];
    const failing = runInRequestTransaction(t.app.database.db, async () => {
      await insertKey(key);
      await afterCommit(async () => void deferred.push('ran'));
      throw new Error('the handler failed');
    });
    await expect(failing).rejects.toThrow('the handler failed');
    expect(await storedKeys(t, userId)).toEqual([]);
    expect(deferred).toEqual([]);
  });

  it('runs after-commit work once the writes are committed, outside the transaction', async () => {
    const key = newKey();
    const seen: string[][] = [];
    await runInRequestTransaction(t.app.database.db, async () => {
      await insertKey(key);
      await afterCommit(async () => {
        expect(t.app.db.isTransaction).toBe(false);
        seen.push(await storedKeys(t, userId));
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([[key]]);
  });
});
