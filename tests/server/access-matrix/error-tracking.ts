import type { RouteEntry } from './access-table.ts';

/**
 * Error tracking (issue 21 item 6): anyone may report, the login page can fail too; a session, when
 * there is one, names the user. A token of another market counts as no session.
 */
export const errorTrackingAccess: Record<string, RouteEntry> = {
  'POST clientErrors': {
    request: () => ({
      body: {
        entries: [{ kind: 'uncaught', message: 'access matrix', path: '/app/home', appVersion: '1.0.42' }],
      },
    }),
    expect: { anonymous: 200, wrongMarket: 200, user: 200 },
  },
};
