import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clientErrorFlushMs,
  clientErrorsPerMinute,
  maxClientErrorBatch,
} from '../../../src/domain/error-tracking/client-error-rules.ts';
import { createErrorQueue, type ClientErrorReport } from '../../../src/app/error-tracking/error-queue.ts';
import { reportOf } from '../../../src/app/error-tracking/report-error.ts';

const report = (message: string, kind: ClientErrorReport['kind'] = 'uncaught'): ClientErrorReport => ({
  kind,
  message,
  path: '/app/home',
  appVersion: '1.0.42',
});

function queueWithSpy() {
  const sent: { entries: ClientErrorReport[]; keepalive: boolean }[] = [];
  const queue = createErrorQueue({
    send: (entries, options) => {
      sent.push({ entries, keepalive: options.keepalive });
    },
  });
  return { queue, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the error queue (spec §8 error tracking, issue 21 item 6)', () => {
  it('sends what it collected in one batch after 5 s', async () => {
    const { queue, sent } = queueWithSpy();
    queue.add(report('one'));
    queue.add(report('two'));
    await vi.advanceTimersByTimeAsync(clientErrorFlushMs - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.entries.map((entry) => entry.message)).toEqual(['one', 'two']);
    expect(sent[0]!.keepalive).toBe(false);
  });

  it('sends at once when 20 are waiting', async () => {
    const { queue, sent } = queueWithSpy();
    for (let index = 0; index < maxClientErrorBatch; index += 1) queue.add(report(`error ${index}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.entries).toHaveLength(maxClientErrorBatch);
  });

  it('sends an identical report once a minute, counting how often it happened', async () => {
    const { queue, sent } = queueWithSpy();
    queue.add(report('same'));
    queue.add(report('same'));
    queue.add(report('same', 'alerts'));
    queue.add(report('same'));
    await vi.advanceTimersByTimeAsync(clientErrorFlushMs);
    expect(sent[0]!.entries).toEqual([
      expect.objectContaining({ kind: 'uncaught', message: 'same', count: 3 }),
      expect.objectContaining({ kind: 'alerts', message: 'same' }),
    ]);
    queue.add(report('same'));
    await vi.advanceTimersByTimeAsync(clientErrorFlushMs);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    queue.add(report('same'));
    await vi.advanceTimersByTimeAsync(clientErrorFlushMs);
    expect(sent).toHaveLength(2);
  });

  it('reports at most 30 a minute', async () => {
    const { queue, sent } = queueWithSpy();
    for (let index = 0; index < clientErrorsPerMinute + 15; index += 1) queue.add(report(`error ${index}`));
    await vi.advanceTimersByTimeAsync(clientErrorFlushMs);
    expect(sent.flatMap((batch) => batch.entries)).toHaveLength(clientErrorsPerMinute);
    await vi.advanceTimersByTimeAsync(60_000);
    queue.add(report('next minute'));
    await vi.advanceTimersByTimeAsync(clientErrorFlushMs);
    expect(sent.flatMap((batch) => batch.entries).at(-1)?.message).toBe('next minute');
  });

  it('sends what waits with keepalive when the page goes away', async () => {
    const { queue, sent } = queueWithSpy();
    queue.add(report('leaving'));
    queue.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ entries: [expect.objectContaining({ message: 'leaving' })], keepalive: true }]);
    await vi.advanceTimersByTimeAsync(clientErrorFlushMs);
    expect(sent).toHaveLength(1);
  });
});

describe('what a report holds', () => {
  it('keeps kind, message, stack, path without query, and version — no e-mail addresses', () => {
    const error = new Error('No user ola@example.no at /api/no/user?id=4');
    const built = reportOf('uncaught', error, '/app/company/users?search=ola@example.no');
    expect(built).toMatchObject({
      kind: 'uncaught',
      message: 'No user [email] at /api/no/user',
      name: 'Error',
      path: '/app/company/users',
      appVersion: '1.0.42',
    });
    expect(Object.keys(built).sort()).toEqual(
      ['appVersion', 'kind', 'message', 'name', 'occurredAt', 'path', 'stack'].sort(),
    );
    expect(JSON.stringify(built)).not.toContain('ola@example.no');
  });
});
