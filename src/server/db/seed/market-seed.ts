import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import type { TransactionTypeId } from '../../../domain/orders/transaction-types.ts';
import type { CountryId } from '../../../domain/shared/countries.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { MarketId } from '../../../domain/shared/markets.ts';
import type { WebTaskId } from '../../../domain/tasks/web-tasks.ts';
import type { ProductId } from './product-catalog.ts';

/**
 * The shape of one market's demo companies. Customer flags follow from the role: provider-owned,
 * pooling, commission, plain retail, without the standard agreement, or blocked (statusId 2).
 */
export type CustomerRole = 'provider' | 'pooling' | 'commission' | 'retail' | 'noAgreement' | 'blocked';

export interface LocationSeed {
  /** Unique within the market; users and fixed orders refer to locations by it. */
  key: string;
  name: string;
  /** Default: a GLN from the market's prefix. */
  number?: string;
  typeId: 'LEV' | 'NLP' | 'GRS';
  isBlocked?: boolean;
  isDispatch?: boolean;
  isContainerActive?: boolean;
  street: string;
  postCode: string;
  postPlace: string;
  /** Default: the market's country. A location across the border makes its orders need customs. */
  countryId?: CountryId;
  /** ISO weekdays 1–5 on which pallet receipts are taken. */
  palletReceiptDays?: number[];
  hasRamp?: boolean;
  needsLift?: boolean;
  deliveryBetween?: string;
  deliveryInstructions?: string;
  transportInstructions?: string;
}

export interface UserSeed {
  name: string;
  /** Default: first.last from the name, in ASCII. */
  loginName?: string;
  locationKey: string;
  secondaryLocationKeys?: string[];
  /** Default: the market's language. */
  language?: Locale;
  /** Default: none, which means all tasks (spec §6). */
  tasks?: WebTaskId[];
  isActive?: boolean;
  isCustomerAdmin?: boolean;
  isLocationAdmin?: boolean;
  isGlobalAdmin?: boolean;
  isProvider?: boolean;
  reportLevel?: number;
  /** Default: true. */
  confirmedGdpr?: boolean;
  /** Default: drawn from the market's pattern. A user added later gives one, so the draws after it stay. */
  phone?: string;
}

export interface CustomerSeed {
  role: CustomerRole;
  name: string;
  info?: string;
  invoiceReference?: string;
  poolingGroup?: string;
  /** The products its locations carry; provider locations carry every choice. */
  productIds: ProductId[];
  locations: LocationSeed[];
  users: UserSeed[];
}

/** An order the demo needs to exist, e.g. work waiting in the dock worker's reception. */
export interface FixedOrderSeed {
  type: TransactionTypeId;
  status: OrderStatusId;
  from: string;
  to: string;
  isReceiverRegistered?: boolean;
}

export interface MarketSeed {
  id: MarketId;
  name: string;
  countryId: CountryId;
  currency: string;
  language: Locale;
  requiresAgreement: boolean;
  emailDomain: string;
  /** `#` is a random digit. */
  phonePattern: string;
  /** `#` a digit, `L` a letter. */
  platePattern: string;
  /** The first 7 digits of the market's location GLNs. */
  glnPrefix: string;
  orderPrefix: string;
  orderCount: number;
  /** Finished orders per customer location and month of history (order-history.ts); 1 when not set. */
  historyOrdersPerMonth?: number;
  /** Multiplies the NOK list prices into the market's currency. */
  priceFactor: number;
  hauliers: string[];
  customers: CustomerSeed[];
  fixedOrders?: readonly FixedOrderSeed[];
}
