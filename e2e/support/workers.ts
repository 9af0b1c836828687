import os from 'node:os';

/**
 * Browser-test workers, each with its own server, database and mail catcher, so specs never share state
 * across workers. Two by default: a worker waits on its server and on Chromium's timers much of the time,
 * so one per core (at most four) keeps the machine busy (README, "The test run"). `E2E_WORKERS=1` runs
 * them one by one.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? Math.min(4, os.availableParallelism()));
