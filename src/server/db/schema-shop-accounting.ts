import type { ColumnType, Generated } from 'kysely';

/** Tables of shop accounting (issue 20 item 5), made by migration 0027. */
type CalendarDate = ColumnType<string, string, string>;
type Money = ColumnType<number, number | string, number | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ShopTransactionsTable {
  id: Generated<number>;
  marketId: string;
  /** The market's ledger number, without gaps (migration 0030's trigger sets it on insert). */
  entryNo: Generated<number>;
  date: CalendarDate;
  channel: 'Shop' | 'Wholesale';
  buyer: string;
  productId: string;
  quantity: number;
  unitPrice: Money;
  vatRate: Money;
  net: Money;
  vat: Money;
  gross: Money;
  paymentMethod: 'Card' | 'Cash' | 'Invoice' | 'Mobile';
  reversesId: number | null;
  createdBy: number;
  createdAt: DefaultTimestamp;
}

export interface ShopDayClosingsTable {
  id: Generated<number>;
  marketId: string;
  date: CalendarDate;
  count: number;
  net: Money;
  vat: Money;
  gross: Money;
  closedBy: number;
  closedAt: DefaultTimestamp;
}

export interface ShopEntryNumbersTable {
  marketId: string;
  lastNo: number;
}

export interface ShopAccountingSchema {
  shopTransactions: ShopTransactionsTable;
  shopEntryNumbers: ShopEntryNumbersTable;
  shopDayClosings: ShopDayClosingsTable;
}
