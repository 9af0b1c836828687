import { openDays, type DaysQuery } from '../../../domain/calendar/open-days.ts';
import { countryOfMarket } from '../../../domain/shared/market-country.ts';
import type { Session } from '../../auth/session.ts';

/**
 * GET Days (spec §7): every day of the months with whether deliveries can be planned on it —
 * Monday to Friday and not a closing day of the session's market country.
 */
export function listDays(session: Session, query: DaysQuery) {
  return openDays(countryOfMarket(session.marketId), query);
}
