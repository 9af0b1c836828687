import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts fetching the code of every route that `href` matches, without running their guards or loaders.
 * The router fetches a screen's chunks only once every `beforeLoad` of the match has resolved, which for
 * /app means after the session's start bundle has come back; the login page calls this while the form
 * is shown and the /app layout while the session is checked, so the code arrives alongside. A chunk that
 * fails here is fetched again, and reported, by the navigation itself.
 */
export function preloadScreenCode(router: AnyRouter, href: string) {
  const { pathname } = new URL(href, window.location.origin);
  const [matchedRoutes] = router.getMatchedRoutes(pathname);
  for (const route of matchedRoutes) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
