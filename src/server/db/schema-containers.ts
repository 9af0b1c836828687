import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../domain/shared/locales.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Names = ColumnType<Partial<Record<Locale, string>>, string, string>;
type Money = ColumnType<number, number | string, number | string>;
type CalendarDate = ColumnType<string, string, string>;

export type ContainerStatus = 'OK' | 'NeedsRepair';
export type ContainerOrderStatus = 'Open' | 'Confirmed' | 'Delivered' | 'Cancelled';
export type RentalStatus = 'Registered' | 'Open' | 'Closed';

/** Migration 0024: a container type, its names and daily rental price in the market's currency. */
export interface ContainerTypesTable {
  marketId: string;
  id: string;
  names: Names;
  dailyPrice: Money;
}

/** What happened to a container (delivered, rented, returned …), named in every language. */
export interface ContainerTransactionTypesTable {
  id: string;
  names: Names;
}

/** A container in the register of a customer location (spec §3 Container). */
export interface ContainersTable {
  id: Generated<number>;
  marketId: string;
  number: string;
  containerTypeId: string;
  customerId: number;
  locationId: number;
  status: ColumnType<ContainerStatus, ContainerStatus | undefined, ContainerStatus>;
  createdAt: DefaultTimestamp;
  version: Generated<number>;
}

/** Mark for repair and repaired, with the reason. */
export interface ContainerStatusMarksTable {
  id: Generated<number>;
  containerId: number;
  status: ContainerStatus;
  reason: string;
  markedBy: number;
  markedAt: DefaultTimestamp;
}

export interface ContainerOrdersTable {
  id: Generated<number>;
  marketId: string;
  orderNo: string;
  customerId: number;
  locationId: number;
  containerTypeId: string;
  count: number;
  deliveryDate: CalendarDate;
  deliveryAddress: string;
  reference: string | null;
  status: ColumnType<ContainerOrderStatus, ContainerOrderStatus | undefined, ContainerOrderStatus>;
  createdBy: number;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  version: Generated<number>;
}

export interface RentalsTable {
  id: Generated<number>;
  marketId: string;
  rentalNo: string;
  customerId: number;
  locationId: number;
  containerTypeId: string;
  status: ColumnType<RentalStatus, RentalStatus | undefined, RentalStatus>;
  startDate: CalendarDate;
  endDate: ColumnType<string | null, string | null | undefined, string | null>;
  dailyPrice: Money;
  /** Migration 0026: how many containers the customer wished for when registering. */
  wishedCount: ColumnType<number, number | undefined, number>;
  reference: string | null;
  createdBy: number;
  createdAt: DefaultTimestamp;
  openedAt: Timestamp | null;
  closedAt: Timestamp | null;
  version: Generated<number>;
}

export interface RentalContainersTable {
  rentalId: number;
  containerId: number;
  /** Migration 0026: where the container was taken from; closing the rental returns it there. */
  fromLocationId: ColumnType<number | null, number | null | undefined, number | null>;
  fromCustomerId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A container's transactions; the one with no end is its current transaction. */
export interface ContainerTransactionsTable {
  id: Generated<number>;
  containerId: number;
  typeId: string;
  locationId: number | null;
  containerOrderId: number | null;
  rentalId: number | null;
  createdBy: number | null;
  createdAt: DefaultTimestamp;
  endedAt: Timestamp | null;
}

/**
 * Tables of containers, container orders and rentals (issue 20). Later migrations of the area extend
 * this interface (or add their own schema file spread into DB).
 */
export interface ContainersSchema {
  containerTypes: ContainerTypesTable;
  containerTransactionTypes: ContainerTransactionTypesTable;
  containers: ContainersTable;
  containerStatusMarks: ContainerStatusMarksTable;
  containerOrders: ContainerOrdersTable;
  rentals: RentalsTable;
  rentalContainers: RentalContainersTable;
  containerTransactions: ContainerTransactionsTable;
}
