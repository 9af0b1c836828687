import type { QueryClient } from '@tanstack/react-query';
import type { WarmUpStep } from './warm-up-step.ts';

/** Two reads at a time: the screen's own calls and the outbox's replay keep the rest of the line. */
export const warmUpConcurrency = 2;

/**
 * Runs the steps, at most `concurrency` at once, each step's follow-ups queued behind the rest; a
 * failed read is skipped (the screen says what is missing). Stops taking steps once `signal` aborts.
 */
export async function runWarmUp(
  client: QueryClient,
  steps: readonly WarmUpStep[],
  { concurrency = warmUpConcurrency, signal }: { concurrency?: number; signal?: AbortSignal } = {},
) {
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step && !signal?.aborted; step = queue.shift()) {
      queue.push(...(await step.run(client).catch(() => [])));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
