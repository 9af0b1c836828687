import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, type Expectation } from './expectations.ts';

/**
 * The global admin's caching and log (issue 19 items 6, 7): global admins only, within their market;
 * everyone else is refused (403). The bell's 'Mark all read' (item 4) is any user's.
 */
const globalOnly: Expectation = { ...anyUser(403), global: 200 };

/** The newest Norwegian log entry (the demo data has hundreds). */
async function norwegianEntry(ctx: CaseContext) {
  const entry = await ctx.t.app.db
    .selectFrom('auditLog')
    .select('id')
    .where('marketId', '=', 'no')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { query: { id: String(entry.id) } };
}

export const globalAdminAccess: Record<string, RouteEntry> = {
  'GET caches': { expect: globalOnly },
  'POST cacheClear': { request: () => ({ body: { name: 'truck-types' } }), expect: globalOnly },
  'GET auditLog': { request: () => ({ query: { type: 'login' } }), expect: globalOnly },
  'GET auditLogEntry': { request: norwegianEntry, expect: globalOnly },
  'GET auditLogUsers': { expect: globalOnly },
  'POST alertReadAll': { expect: anyUser() },
};
