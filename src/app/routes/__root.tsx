import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { catalogComplete } from '../i18n/i18n.ts';
import type { RouterContext } from '../router.tsx';

/** The routes whose screen is in the start chunk, so the start catalog has their messages. */
const startPaths = new Set(['/', '/login']);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Every other screen is loaded when opened, and its messages come with the whole catalog.
  beforeLoad: async ({ location }) => {
    if (!startPaths.has(location.pathname)) await catalogComplete();
  },
  // Unknown paths go to the login page (spec §2).
  notFoundComponent: () => <Navigate to="/login" replace />,
});
