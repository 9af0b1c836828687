import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { timeLazyRoutes } from './error-tracking/chunk-timeout.ts';
import { RouteErrorPage } from './error-tracking/route-error-page.tsx';
import { routeTree } from './route-tree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export function makeRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
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
