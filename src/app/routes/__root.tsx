import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { catalogComplete, startCatalogPaths } from '../i18n/i18n.ts';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Every other screen is loaded when opened, and its messages come with the whole catalog.
  beforeLoad: async ({ location }) => {
    if (!startCatalogPaths.has(location.pathname)) await catalogComplete();
  },
  // Unknown paths go to the login page (spec §2).
  notFoundComponent: () => <Navigate to="/login" replace />,
});
