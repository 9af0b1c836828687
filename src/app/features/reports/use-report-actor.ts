import { useRouteContext } from '@tanstack/react-router';
import type { ReportActor } from './queries.ts';

/** The acting customer and location of the session, the root of every report's query key. */
export function useReportActor(): ReportActor {
  const { start } = useRouteContext({ from: '/app' });
  return { customerId: start.status.customer.id, locationId: start.status.location.id };
}
