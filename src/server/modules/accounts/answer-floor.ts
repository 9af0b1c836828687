import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Holds an answer until `floorMs` after the request arrived, so its time tells nothing about the
 * work done (issue 16 item 1: a forgot-password answer for an existing account queues mail, one for a
 * missing account does not). Work that overran the floor is logged: the floor must be raised.
 */
export async function answerNoSoonerThan(
  reply: FastifyReply,
  floorMs: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const elapsedMs = reply.elapsedTime;
  if (elapsedMs < floorMs) await delay(floorMs - elapsedMs);
  else if (floorMs > 0) log.warn({ elapsedMs, floorMs }, 'the work took longer than the fixed answer time');
}
