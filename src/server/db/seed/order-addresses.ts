import type { OrderAddress } from '../../../domain/orders/order-address.ts';
import type { OrderPlan } from './order-plan.ts';

/**
 * The customs warehouse by the border in each country (demo data, issue 21 item 1): a cross-border
 * order is delivered to, or collected from, the one of the foreign end's country, so the order
 * screens and the waybill show an order's own address. Fixed, not drawn: the seed's random stream and
 * every other demo value stay as they were.
 */
const borderWarehouses: Record<string, OrderAddress> = {
  NOR: {
    name: 'Tollager Svinesund',
    street: 'Svinesundsveien 350',
    countryId: 'NOR',
    postalCode: '1789',
    postPlace: 'Berg i Østfold',
  },
  SVE: {
    name: 'Tullager Svinesund',
    street: 'Svinesundsvägen 1',
    countryId: 'SVE',
    postalCode: '452 93',
    postPlace: 'Strömstad',
  },
  DAN: {
    name: 'Toldlager Padborg',
    street: 'Industrivej 8',
    countryId: 'DAN',
    postalCode: '6330',
    postPlace: 'Padborg',
  },
  FIN: {
    name: 'Tullivarasto Tornio',
    street: 'Rajakatu 2',
    countryId: 'FIN',
    postalCode: '95400',
    postPlace: 'Tornio',
  },
};

/** The order's own address: delivery for an order or a goods delivery, pickup for a pickup or return. */
export function addressesOf(plan: OrderPlan, marketCountry: string) {
  const foreign = [plan.to, plan.from].find((end) => end.countryId !== marketCountry);
  const address = foreign ? (borderWarehouses[foreign.countryId] ?? null) : null;
  if (!address) return {};
  const column = plan.type === 'HE' || plan.type === 'RO' ? 'pickupAddress' : 'deliveryAddress';
  return { [column]: JSON.stringify(address) };
}
