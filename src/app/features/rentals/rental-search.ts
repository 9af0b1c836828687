import type { RentalListQuery } from '../../../domain/containers/rental-input.ts';
import { isRentalStatus } from '../../../domain/containers/rental-status.ts';

/** The rentals list's status filter as the address keeps it; anything else is dropped (no zod here). */
export function parseRentalSearch(search: Record<string, unknown>): RentalListQuery {
  const status = search.status;
  return typeof status === 'string' && isRentalStatus(status) ? { status } : {};
}
