import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPasswordResetSchema,
  forgotPasswordRequestSchema,
  resetPasswordCheckSchema,
  resetPasswordRequestSchema,
} from '../../../domain/accounts/password-reset.ts';
import { sessionOf } from '../../http/access.ts';
import { sendEmailSoon } from '../email/send-soon.ts';
import { sendPasswordResetByAdmin } from './admin-password-reset-service.ts';
import { answerNoSoonerThan } from './answer-floor.ts';
import { requestPasswordLinks } from './forgot-password-service.ts';
import { checkResetLink, resetPassword } from './reset-password-service.ts';

/** Forgot password, reset password and an admin's reset by e-mail (issue 16 items 1–3). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Not replayable: without a session every caller's Idempotency-Key is user 0's, and under a key the
  // call would run in one transaction, where a refusal rolls back the attempt its limit must count.
  const anonymous = { access: 'public', replayable: false } as const;

  app.post(
    '/ForgotPassword',
    { config: anonymous, schema: { body: forgotPasswordRequestSchema } },
    async (request, reply) => {
      const client = { marketId: request.market, address: request.ip };
      const queued = await requestPasswordLinks(app.db, app.config, client, request.body);
      if (queued > 0) await sendEmailSoon(app.jobs, request.log);
      // The same answer at the same time whether or not an account matched: no account discovery.
      await answerNoSoonerThan(reply, app.config.accountRequests.forgotPasswordAnswerMs, request.log);
      return { requested: true } as const;
    },
  );

  app.post(
    '/ResetPasswordCheck',
    { config: anonymous, schema: { body: resetPasswordCheckSchema } },
    (request) => checkResetLink(app.db, request.body.token),
  );

  app.post('/ResetPassword', { config: anonymous, schema: { body: resetPasswordRequestSchema } }, (request) =>
    resetPassword(app.db, app.config, request.body),
  );

  app.post(
    '/userPasswordReset',
    { config: { access: ['customerAdmin', 'globalAdmin'] }, schema: { body: adminPasswordResetSchema } },
    async (request) => {
      const answer = await sendPasswordResetByAdmin(
        app.db,
        sessionOf(request),
        request.body.userId,
        app.config.publicUrl,
      );
      await sendEmailSoon(app.jobs, request.log);
      return answer;
    },
  );
};
