import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newCustomerApproveSchema,
  newCustomerRejectSchema,
  newCustomerRequestSchema,
  newCustomerRequestsQuerySchema,
} from '../../../domain/accounts/new-customer.ts';
import { sessionOf } from '../../http/access.ts';
import { sendEmailSoon } from '../email/send-soon.ts';
import { approveRequest } from './approve-service.ts';
import { unusablePasswordHash } from '../../auth/password.ts';
import { marketContact } from './market-contact.ts';
import { rejectRequest } from './reject-service.ts';
import { listRequests } from './request-rows.ts';
import { submitNewCustomerRequest } from './submit-service.ts';

/** New-customer requests (spec §3; issue 16 items 4–5): the public form and the global admins' review. */
export const newCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicCall = { access: 'public' } as const;
  // Not replayable: without a session every caller's Idempotency-Key is user 0's, shared by strangers.
  const publicWrite = { access: 'public', replayable: false } as const;
  const globalAdmin = { access: ['globalAdmin'] } as const;

  app.post(
    '/NewCustomer',
    { config: publicWrite, schema: { body: newCustomerRequestSchema } },
    async (request) => {
      const { customerServiceEmail, isStored } = await submitNewCustomerRequest(app.db, {
        marketId: request.market,
        clientAddress: request.ip,
        request: request.body,
      });
      if (isStored) await sendEmailSoon(app.jobs, request.log);
      return { received: true as const, customerServiceEmail };
    },
  );

  app.get('/NewCustomerContact', { config: publicCall }, async (request) => {
    const { customerServiceEmail } = await marketContact(app.db, request.market);
    return { customerServiceEmail };
  });

  app.get(
    '/NewCustomerRequests',
    { config: globalAdmin, schema: { querystring: newCustomerRequestsQuerySchema } },
    (request) => listRequests(app.db, request.market, request.query.status),
  );

  app.post(
    '/NewCustomerRequestApprove',
    { config: globalAdmin, schema: { body: newCustomerApproveSchema } },
    async (request) => {
      const reviewer = { marketId: request.market, userId: sessionOf(request).loginUser.id };
      const answer = await approveRequest(app.db, reviewer, request.body, {
        publicUrl: app.config.publicUrl,
        unusablePasswordHash: unusablePasswordHash(app.config.passwordHashCost),
      });
      if (!answer.alreadyApproved) await sendEmailSoon(app.jobs, request.log);
      return answer;
    },
  );

  app.post(
    '/NewCustomerRequestReject',
    { config: globalAdmin, schema: { body: newCustomerRejectSchema } },
    async (request) => {
      const reviewer = { marketId: request.market, userId: sessionOf(request).loginUser.id };
      const row = await rejectRequest(app.db, reviewer, request.body);
      await sendEmailSoon(app.jobs, request.log);
      return row;
    },
  );
};
