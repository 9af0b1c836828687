import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session.ts';
import { errorMessages } from '../../domain/shared/error-messages.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';

/** What the real login user must be for a route; `user` is any logged-in user. */
export const roles = ['user', 'customerAdmin', 'globalAdmin', 'provider'] as const;
export type Role = (typeof roles)[number];
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every API route must say it; see registerAccessCheck. */
    access?: Access;
    /**
     * The session, consent and logout calls a user makes before confirming GDPR (spec §4 app start;
     * issue 16 item 6). Every other call of a logged-in user who has not confirmed it is refused.
     */
    beforeGdpr?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** Every API route with who may call it, for the test that walks them all. */
    apiRoutes: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  beforeGdpr: boolean;
}

export function hasRole(session: Session, role: Role): boolean {
  const user = session.loginUser;
  switch (role) {
    case 'user':
      return true;
    case 'customerAdmin':
      return user.isCustomerAdmin || user.isGlobalAdmin;
    case 'globalAdmin':
      return user.isGlobalAdmin;
    case 'provider':
      return user.isProvider;
  }
}

/** Global admins skip the GDPR confirmation (spec §6); it is the logged-in person's, not the acting user's. */
export function hasConfirmedGdpr(session: Session): boolean {
  return session.loginUser.isGlobalAdmin || session.loginUser.confirmedGdpr;
}

/** The session of a route that is not public; the access hook has already checked it. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * Refuses to register an API route that does not say who may call it, then checks every request:
 * no session → 401, none of the route's roles → 403 (any one of them suffices).
 */
export function registerAccessCheck(
  app: FastifyInstance,
  loadSession: (request: FastifyRequest) => Promise<Session | null>,
) {
  app.decorateRequest('session', null);
  if (!app.hasDecorator('apiRoutes')) app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} does not say who may call it (config.access)`,
      );
    }
    const beforeGdpr = route.config?.beforeGdpr === true;
    for (const method of [route.method].flat()) {
      app.apiRoutes.push({ method, url: route.url, access, beforeGdpr });
    }
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public' || access === undefined) {
      request.session = await loadSession(request).catch(() => null);
      return;
    }
    const session = await loadSession(request);
    if (!session) throw unauthorized();
    request.session = session;
    if (!access.some((role) => hasRole(session, role))) throw forbidden();
    if (!request.routeOptions.config.beforeGdpr && !hasConfirmedGdpr(session)) {
      throw new HttpError(403, errorMessages.GdprNotConfirmed, 'GdprNotConfirmed');
    }
  });
}
