import { useRouteContext } from '@tanstack/react-router';
import type { ContainerViewer } from './queries.ts';

/** The acting customer, location and user of the session: the register's cache belongs to them. */
export function useContainerViewer(): ContainerViewer {
  const { start } = useRouteContext({ from: '/app' });
  const { customer, location, user } = start.status;
  return { customerId: customer.id, locationId: location.id, userId: user.id };
}
