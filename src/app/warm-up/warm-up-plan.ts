import { visibleNavItems } from '../../domain/navigation/main-nav.ts';
import { readReach, writeReach } from '../../domain/orders/order-actors.ts';
import type { StartBundle } from '../../domain/session/session-status.ts';
import {
  countingReportsQuery,
  locationProductsQuery as countedProductsQuery,
  reachableLocationsQuery,
  stockQuery,
  type CountingScope,
} from '../features/counting/queries.ts';
import {
  containerDetailQuery,
  containerListQuery,
  type ContainerViewer,
} from '../features/containers/queries.ts';
import { defaultOrderSort } from '../features/orders/api.ts';
import {
  customerLocationsQuery,
  marketLocationsQuery,
} from '../features/orders/dock/arrivals/arrival-queries.ts';
import { dockOrdersQuery, externalLocationsQuery } from '../features/orders/dock/dock-queries.ts';
import { editorQueries } from '../features/orders/editor/editor-queries.ts';
import { orderListQuery, type OrderScope } from '../features/orders/queries.ts';
import {
  locationProductsQuery as receiptProductsQuery,
  locationStockQuery,
  receiptLocationsQuery,
  type ReceiptScope,
} from '../features/pallet-receipts/queries.ts';
import { emptyOrderFilter } from '../ui/order-grid/order-filter-value.ts';
import { keepOnDevice, type WarmUpStep } from './warm-up-step.ts';

/** Where the warm-up runs: a pallet-receipt host shows only the receipt screens (spec §2). */
export interface WarmUpPlace {
  isReceiptHost: boolean;
  /** A receipt screen is open: its reads are wanted whatever the user's tasks. */
  isReceiptScreen: boolean;
}

/** The dock's work lists, the pickers of its arrivals and the products its forms count. */
function dockSteps(scope: OrderScope, isMarketWide: boolean): WarmUpStep[] {
  return [
    keepOnDevice(dockOrdersQuery(scope)),
    keepOnDevice(customerLocationsQuery(scope)),
    ...(isMarketWide ? [keepOnDevice(marketLocationsQuery(scope))] : []),
    keepOnDevice(externalLocationsQuery(scope)),
    keepOnDevice(editorQueries.acting(scope)),
  ];
}

/**
 * At most this many receipt locations get their products and balance kept: provider staff are offered
 * every receipt location of the market, and each one costs two reads per tablet per refresh.
 */
export const keptReceiptPlaces = 30;

/** Every location a receipt may be made at, then the first ones' products and balance (issue 15 item 1). */
function receiptSteps(scope: ReceiptScope): WarmUpStep[] {
  return [
    keepOnDevice(receiptLocationsQuery(scope), (locations) =>
      locations
        .slice(0, keptReceiptPlaces)
        .flatMap((location) => [
          keepOnDevice(receiptProductsQuery(scope, location.id)),
          keepOnDevice(locationStockQuery(scope, location.id)),
        ]),
    ),
  ];
}

/** The acting location's counts, products and balance, and the locations counting and balance offer. */
function countingSteps(start: StartBundle): WarmUpStep[] {
  const { customer, location, loginUser } = start.status;
  const { id, name, number, statusId } = location;
  const scope: CountingScope = { customerId: customer.id, acting: { id, name, number, statusId } };
  const reaches = [...new Set([writeReach(loginUser), readReach(loginUser)])];
  return [
    keepOnDevice(countingReportsQuery(scope, id)),
    keepOnDevice(countedProductsQuery(scope, id)),
    keepOnDevice(stockQuery(scope, id)),
    ...reaches.map((reach) => keepOnDevice(reachableLocationsQuery(scope, reach))),
  ];
}

/** The location's order list (with every order's lines) and what its order forms pick from. */
function orderSteps(scope: OrderScope): WarmUpStep[] {
  const filter = { ...emptyOrderFilter, transactionType: undefined };
  return [
    keepOnDevice(orderListQuery(scope, filter, defaultOrderSort)),
    keepOnDevice(editorQueries.choices(scope)),
    keepOnDevice(editorQueries.partners(scope)),
  ];
}

/** At most this many containers of the register's first page get their history kept too. */
export const keptContainerDetails = 25;

/**
 * The register's first page (issue 20 item 2), and the first containers' details: a tablet that loses
 * the network still opens the register and marks a container for repair.
 */
function containerSteps(viewer: ContainerViewer): WarmUpStep[] {
  return [
    // Not cancelled by (and not cancelling) the register screen's own list call at start-up.
    keepOnDevice(containerListQuery(viewer, {}, { cancelsOlder: false }), (list) =>
      list.items
        .slice(0, keptContainerDetails)
        .map((row) => keepOnDevice(containerDetailQuery(viewer, row.id))),
    ),
  ];
}

/**
 * What the device keeps of this session's screens, most needed first (issue 15 item 1; ARCHITECTURE.md
 * offline model): for a user whose tasks give the dock's screens their lists, pickers, counting,
 * balances and every pallet-receipt location with its products and balance — whichever screen was
 * opened first, so the dock keeps working when the network drops; for users of the Container menu the
 * container register; for others their orders and counts.
 */
export function warmUpPlan(start: StartBundle, place: WarmUpPlace): WarmUpStep[] {
  const { customer, location, loginUser } = start.status;
  const isMarketWide = loginUser.isProvider || loginUser.isGlobalAdmin;
  const receipts = receiptSteps({ customerId: customer.id, locationId: location.id, isMarketWide });
  if (place.isReceiptHost) return receipts;
  const items = visibleNavItems({ tasks: start.tasks, location, isGlobalAdmin: loginUser.isGlobalAdmin });
  const isDock = items.some((item) => item === 'reception' || item === 'expedition' || item === 'delivery');
  const orderScope = { customerId: customer.id, locationId: location.id };
  const viewer = { customerId: customer.id, locationId: location.id, userId: start.status.user.id };
  return [
    ...(isDock ? dockSteps(orderScope, isMarketWide) : []),
    ...(items.includes('containers') ? containerSteps(viewer) : []),
    ...(isDock || place.isReceiptScreen ? receipts : []),
    ...countingSteps(start),
    ...orderSteps(orderScope),
  ];
}
