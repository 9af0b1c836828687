/**
 * `returnUrl` holds the path a 401 interrupted (spec §2); only same-site paths are followed. A plain
 * function, not zod: the login page's load budget has no room for a schema library.
 */
export function parseReturnUrlSearch(search: Record<string, unknown>): { returnUrl?: string } {
  const url = search.returnUrl;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? { returnUrl: url } : {};
}
