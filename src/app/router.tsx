import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { timeLazyRoutes } from './error-tracking/chunk-timeout.ts';
import { RouteErrorPage } from './error-tracking/route-error-page.tsx';
import { preloadScreenCode } from './preload-screen-code.ts';
import { routeTree } from './route-tree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
  /** Fetches the code of the screens `href` leads to, ahead of the navigation (preload-screen-code.ts). */
  preloadCode: (href: string) => void;
}

/** The app's router; `history` is the browser's unless given (a test's memory history). */
export function makeRouter(queryClient: QueryClient, history?: RouterHistory) {
  const context: RouterContext = {
    queryClient,
    preloadCode: (href) => preloadScreenCode(router, href),
  };
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A screen that failed to load, or threw, says so and offers a reload (spec §8).
    defaultErrorComponent: RouteErrorPage,
  });
  // A lazy screen still loading after 120 s counts as failed (spec §8, §9).
  timeLazyRoutes(Object.values(router.routesById));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
