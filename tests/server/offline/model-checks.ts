import { expect } from 'vitest';
import type { OutboxEntry } from '../../../src/app/offline/local-db.ts';
import type { OrderCommentPayload, OrderStatusPayload } from '../../../src/app/offline/outbox-kinds.ts';
import type { OrderComment } from '../../../src/domain/comments/order-comment.ts';
import { orderIdOf, type ModelRun } from './model-run.ts';

const describeEntry = (entry: OutboxEntry) =>
  `${entry.kind} ${JSON.stringify(entry.payload)} ${entry.state} ${JSON.stringify(entry.error)}`;

/**
 * After healing: nothing is on its way or waiting for a timer or a login; what the server did not take
 * is shown as a conflict or a failure, or waits behind one of its order; only orders another user
 * changed meet those; another user's entry was never sent.
 */
export async function expectNothingStalled(run: ModelRun) {
  const entries = await run.entries();
  for (const entry of entries) {
    const what = describeEntry(entry);
    expect(['pending', 'conflict', 'failed'], what).toContain(entry.state);
    if (entry.state === 'pending') {
      const blocker = entries.find(
        (other) =>
          other.entityKey === entry.entityKey &&
          other.seq! < entry.seq! &&
          (other.state === 'conflict' || other.state === 'failed'),
      );
      expect(blocker, `${what}: pending behind nothing`).toBeDefined();
      continue;
    }
    expect(run.touched.has(orderIdOf(entry)), `${what}: nobody else changed the order`).toBe(true);
    expect(entry.error?.message, what).toBeTruthy();
    if (entry.state === 'conflict') {
      expect(entry.error?.type).toBe('VersionConflict');
      expect(entry.error?.data).toMatchObject({ id: orderIdOf(entry), version: expect.any(Number) });
    }
  }
  expect((await run.device.db.outbox.get(run.strangersEntry.seq!))?.state).toBe('pending');
  expect(run.link.received).not.toContain(run.strangersEntry.id);
}

/**
 * Every change was applied once and acknowledged, or given up by the user and never applied; the
 * server applied each order's changes in the order they were saved.
 */
export function expectAppliedOnceInOrder(run: ModelRun, discarded: ReadonlySet<string>) {
  const { saved, link } = run;
  const savedIds = saved.map((entry) => entry.id);
  const acknowledged = savedIds.filter((id) => link.acknowledged.has(id));
  expect([...acknowledged, ...discarded].sort(), 'changes neither acknowledged nor given up').toEqual(
    [...savedIds].sort(),
  );
  expect(link.applied, 'changes applied twice').toHaveLength(new Set(link.applied).size);
  expect([...link.applied].sort(), 'applied changes').toEqual([...acknowledged].sort());
  for (const orderId of run.world.orderIds) {
    const ofOrder = saved.filter((entry) => orderIdOf(entry) === orderId).map((entry) => entry.id);
    expect(
      link.applied.filter((id) => ofOrder.includes(id)),
      `apply order of order ${orderId}`,
    ).toEqual(ofOrder.filter((id) => link.acknowledged.has(id)));
  }
}

const appliedOf = (run: ModelRun, kind: string, orderId: number) =>
  run.saved.filter(
    (entry) => entry.kind === kind && orderIdOf(entry) === orderId && run.link.acknowledged.has(entry.id),
  );

/** GET orderComments shows each applied comment of the run once, with its file, in the order saved. */
export async function expectCommentsOnServer(run: ModelRun) {
  const commented = new Set(run.saved.filter((entry) => entry.kind === 'orderComment').map(orderIdOf));
  for (const orderId of commented) {
    const answer = await run.world.t.callAs<OrderComment[]>('lager', 'GET', 'orderComments', {
      query: { orderId: String(orderId) },
    });
    const onServer = answer.body
      .data!.filter((comment) => comment.text.startsWith(`${run.tag} `))
      .sort((a, b) => a.id - b.id)
      .map((comment) => [comment.text, comment.attachments.length]);
    const applied = appliedOf(run, 'orderComment', orderId).map((entry) => {
      const payload = entry.payload as OrderCommentPayload;
      return [payload.text, payload.files.length];
    });
    expect(onServer, `comments of order ${orderId}`).toEqual(applied);
  }
}

/** The status history holds each applied change of the device's user once, in the order saved. */
export async function expectStatusChangesOnServer(run: ModelRun) {
  const changes = await run.world.t.app.db
    .selectFrom('orderStatusChanges')
    .select(['transactionId', 'toStatusId'])
    .where('changedBy', '=', run.userId)
    .where('id', '>', run.historyFrom)
    .orderBy('id')
    .execute();
  for (const orderId of run.world.orderIds) {
    expect(
      changes.filter((change) => change.transactionId === orderId).map((change) => change.toStatusId),
      `status changes of order ${orderId}`,
    ).toEqual(
      appliedOf(run, 'orderStatus', orderId).map(
        (entry) => (entry.payload as OrderStatusPayload).transactionStatusId,
      ),
    );
  }
}

/** The acknowledgements let the server forget every key of the run. */
export async function expectKeysForgotten(run: ModelRun) {
  const savedIds = run.saved.map((entry) => entry.id);
  if (savedIds.length === 0) return;
  const keysLeft = await run.world.t.app.db
    .selectFrom('idempotencyKeys')
    .select('key')
    .where('userId', '=', run.userId)
    .where('key', 'in', savedIds)
    .execute();
  expect(keysLeft, 'keys the server still keeps').toEqual([]);
}
