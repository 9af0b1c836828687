import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteOrderScheduleSchema,
  orderScheduleQuerySchema,
  orderScheduleSchema,
  orderSchedulesQuerySchema,
} from '../../../domain/orders/order-schedule.ts';
import { sessionOf } from '../../http/access.ts';
import { afterCommit } from '../../http/request-transaction.ts';
import {
  deleteSchedule,
  listSchedules,
  saveSchedule,
  scheduleOrderFill,
  visibleSchedule,
} from './service.ts';

/** Scheduled orders and scheduled pickups (issue 4 item 5); the due orders are made by src/server/jobs. */
export const orderScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;
  const byId = { config: user, schema: { querystring: orderScheduleQuerySchema } };

  app.get(
    '/orderSchedules',
    { config: user, schema: { querystring: orderSchedulesQuerySchema } },
    (request) => listSchedules(app.db, sessionOf(request), request.query),
  );
  app.get('/orderSchedule', byId, (request) => visibleSchedule(app.db, sessionOf(request), request.query.id));
  app.post('/orderSchedule', { config: user, schema: { body: orderScheduleSchema } }, async (request) => {
    const schedule = await saveSchedule(app.db, sessionOf(request), request.body);
    // The due orders follow soon, not only at the next quarter hour; a failed request waits for the clock.
    // After the commit, so the job sees the schedule (and PGlite's one connection is free for pg-boss).
    await afterCommit(async () => {
      await app.jobs?.requestScheduledOrders().catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not request the scheduled-order job');
      });
    });
    return schedule;
  });
  app.post('/deleteOrderSchedule', { config: user, schema: { body: deleteOrderScheduleSchema } }, (request) =>
    deleteSchedule(app.db, sessionOf(request), request.body),
  );
  app.get('/ScheduleOrderFill', byId, (request) =>
    scheduleOrderFill(app.db, sessionOf(request), request.query.id),
  );
};
