import { useRouteContext } from '@tanstack/react-router';
import type { ContainerOrderViewer } from './queries.ts';

/** The acting customer, location and user of the session: the orders' cache belongs to them. */
export function useContainerOrderViewer(): ContainerOrderViewer {
  const { start } = useRouteContext({ from: '/app' });
  const { customer, location, user } = start.status;
  return { customerId: customer.id, locationId: location.id, userId: user.id };
}
