import type { AuditLogSchema } from './schema-audit-log.ts';
import type { ContainersSchema } from './schema-containers.ts';
import type { PublishingSchema } from './schema-publishing.ts';
import type { ShopAccountingSchema } from './schema-shop-accounting.ts';
import type { SupportSchema } from './schema-support.ts';
import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../domain/shared/locales.ts';

/** Kysely's view of migrations/*.sql, in camelCase (CamelCasePlugin maps to the snake_case columns). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Version = Generated<number>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;
/** A reference row's names by language (migration 0014); read one with localized-name.ts. */
type Names = ColumnType<Partial<Record<Locale, string>>, string, string>;
type Numeric = ColumnType<number | null, number | string | null | undefined, number | string | null>;

export interface MarketsTable {
  id: string;
  name: string;
  countryId: string;
  currency: string;
  defaultLanguage: string;
  requiresAgreement: Generated<boolean>;
  /** Migration 0015: where new-customer requests are noticed, and the address a failed one names. */
  customerServiceEmail: Generated<string>;
}

export interface PoolingGroupsTable {
  id: Generated<number>;
  marketId: string;
  name: string;
}

export interface CustomersTable {
  id: Generated<number>;
  marketId: string;
  name: string;
  statusId: Generated<number>;
  isPooling: Generated<boolean>;
  isCommission: Generated<boolean>;
  isProvider: Generated<boolean>;
  agreementStandard: Generated<boolean>;
  image: string | null;
  info: string | null;
  contactEmail: string | null;
  invoiceEmail: string | null;
  phone: string | null;
  invoiceReference: string | null;
  emailOrderConfirmed: string | null;
  emailPurchase: string | null;
  createdAt: DefaultTimestamp;
  version: Version;
}

/** A customer's logo (migration 0016), apart from the customer row so its bytes are read only when served. */
export interface CustomerLogosTable {
  customerId: number;
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  etag: string;
  updatedAt: DefaultTimestamp;
  updatedBy: number | null;
}

export interface LocationsTable {
  id: Generated<number>;
  marketId: string;
  customerId: number;
  name: string;
  number: string;
  externalId: string | null;
  typeId: 'LEV' | 'NLP' | 'GRS';
  statusId: Generated<number>;
  isPooling: Generated<boolean>;
  isCommission: Generated<boolean>;
  isProvider: Generated<boolean>;
  isDispatch: Generated<boolean>;
  isContainerActive: Generated<boolean>;
  isCorporate: Generated<boolean>;
  isDelivery: Generated<boolean>;
  poolingGroupId: number | null;
  palletReceiptDays: Generated<number[]>;
  loadType: string | null;
  hasRamp: Generated<boolean>;
  needsLift: Generated<boolean>;
  deliveryBetween: string | null;
  deliveryInstructions: string | null;
  transportInstructions: string | null;
  emailOrderConfirmed: string | null;
  emailPurchaseOrder: string | null;
  emailReturnOrder: string | null;
  street: string | null;
  postCode: string | null;
  postPlace: string | null;
  countryId: string | null;
  /** The corporate customer the location belongs to (migration 0017), set by global admins. */
  customerIdCorporate: number | null;
  /** Migration 0019: the allowed maximum balance (pooling balance control); null for no maximum. */
  maxBalance: number | null;
  createdAt: DefaultTimestamp;
  version: Version;
}

/** A delivery address of a location (migration 0017); several per location. */
export interface LocationAddressesTable {
  id: Generated<number>;
  locationId: number;
  name: string;
  street: string;
  postCode: string;
  postPlace: string;
  countryId: 'NOR' | 'SVE' | 'DAN' | 'FIN';
  createdAt: DefaultTimestamp;
  version: Version;
}

export interface UsersTable {
  id: Generated<number>;
  marketId: string;
  customerId: number;
  locationId: number;
  loginName: string;
  name: string;
  email: Generated<string>;
  phone: Generated<string>;
  language: Generated<string>;
  passwordHash: string;
  isActive: Generated<boolean>;
  isCustomerAdmin: Generated<boolean>;
  isLocationAdmin: Generated<boolean>;
  isGlobalAdmin: Generated<boolean>;
  isProvider: Generated<boolean>;
  isSuperuser: Generated<boolean>;
  supportUser: Generated<'none' | 'customer' | 'location'>;
  reportLevel: Generated<number>;
  confirmedGdpr: Generated<boolean>;
  notifyAutocommit: Generated<boolean>;
  notifyDeviation: Generated<boolean>;
  notifyDisagree: Generated<boolean>;
  notifyHighVolume: Generated<boolean>;
  notifyNewCustomer: Generated<boolean>;
  notifyStock: Generated<boolean>;
  /** Migration 0025: the provider lets this user keep shop accounting (issue 20 item 5). */
  shopAccounting: Generated<boolean>;
  lastLoginAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  version: Version;
}

export interface UserSecondaryLocationsTable {
  userId: number;
  locationId: number;
}

export interface WebTaskUsersTable {
  userId: number;
  taskId: string;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  prevTokenHash: string | null;
  prevExpiresAt: Timestamp | null;
  marketId: string;
  loginUserId: number;
  actingCustomerId: number;
  actingLocationId: number;
  actingUserId: number;
  language: string | null;
  createdAt: DefaultTimestamp;
  renewedAt: DefaultTimestamp;
  expiresAt: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  throttleKey: string;
  failedAt: DefaultTimestamp;
  address: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginThrottleKeysTable {
  throttleKey: string;
  touchedAt: DefaultTimestamp;
}

export interface LoginKnownAddressesTable {
  nameKey: string;
  address: string;
  lastLoginAt: DefaultTimestamp;
}

export interface QualitiesTable {
  id: string;
  names: Names;
  isDefault: Generated<boolean>;
}

export type TreatmentsTable = QualitiesTable;

export interface ProductsTable {
  id: string;
  names: Names;
  image: string | null;
  isPooling: Generated<boolean>;
  weightKg: ColumnType<number, number | undefined, number>;
  tpuPerStack: Generated<number>;
}

export interface ProductChoicesTable {
  id: Generated<number>;
  productId: string;
  treatmentId: string;
  qualityId: string;
}

export interface LocationProductsTable {
  locationId: number;
  productChoiceId: number;
  availability: Generated<'available' | 'not_available' | 'out_of_stock'>;
}

export interface TransactionTypesTable {
  id: string;
  name: string;
  isDelivery: Generated<boolean>;
  isDispatching: Generated<boolean>;
}

export interface TransactionStatusesTable {
  id: number;
  name: string;
  label: string;
}

export interface TruckTypesTable {
  id: Generated<number>;
  marketId: string;
  names: Names;
  isDefault: Generated<boolean>;
  qtyHeight: number;
  qtyHeight2: Generated<number>;
  tpuCount: number;
  tpuCount2: Generated<number>;
}

export interface MessagesTable {
  id: Generated<number>;
  marketId: string;
  type: 'Articles' | 'Guides' | 'Login' | 'Messages' | 'Reports' | 'System';
  language: string;
  taskId: string | null;
  title: string;
  /** Sanitized HTML (migration 0022); older rows are plain text, which is HTML too. */
  text: string;
  showFrom: string | null;
  showTo: string | null;
  createdAt: DefaultTimestamp;
  version: Version;
  /** Migration 0022, spec §3 Published message. */
  area: ColumnType<string | null, string | null | undefined, string | null>;
  path: ColumnType<string | null, string | null | undefined, string | null>;
  date: ColumnType<string, string | undefined, string>;
  locationType: ColumnType<'LEV' | 'NLP' | 'GRS' | null, 'LEV' | 'NLP' | 'GRS' | null | undefined>;
  mustRead: Generated<boolean>;
  visibility: ColumnType<
    'Draft' | 'Published' | 'Withdrawn',
    'Draft' | 'Published' | 'Withdrawn' | undefined,
    'Draft' | 'Published' | 'Withdrawn'
  >;
  updatedAt: DefaultTimestamp;
  updatedBy: number | null;
}

export interface AlertsTable {
  id: Generated<number>;
  marketId: string;
  customerId: number | null;
  userId: number | null;
  source: 'Support' | 'Message' | 'Order' | 'Invoice' | 'Log';
  sourceId: number | null;
  title: string;
  text: Generated<string>;
  mustRead: Generated<boolean>;
  createdAt: DefaultTimestamp;
}

export interface AlertReadsTable {
  alertId: number;
  userId: number;
  readAt: DefaultTimestamp;
}

export interface InterCompanyLinksTable {
  id: Generated<number>;
  marketId: string;
  url: string;
  companyCountry: string;
}

export interface TransactionsTable {
  id: Generated<number>;
  marketId: string;
  orderNo: string;
  transactionTypeId: string;
  transactionStatusId: number;
  customerId: number;
  locationIdFrom: number;
  locationIdTo: number;
  reference: string | null;
  myReference: string | null;
  sendersRef: string | null;
  receiversRef: string | null;
  transportRef: string | null;
  pickupDate: string | null;
  sendDate: string | null;
  sentDate: string | null;
  receivalDate: string | null;
  startDate: string | null;
  endDate: string | null;
  intervalWeeks: number | null;
  returnDays: number | null;
  receptionDays: number | null;
  quantity: Generated<number>;
  price: Numeric;
  amount: Numeric;
  currency: string | null;
  freight: Numeric;
  transportFee: Numeric;
  customs: Numeric;
  sealing: Numeric;
  carNo: string | null;
  carNo2: string | null;
  carType: number | null;
  cartman: string | null;
  fillDegree: Numeric;
  waybillInfo: string | null;
  loadText: string | null;
  transportText: string | null;
  customsHandler: 'kgh' | 'self' | 'required' | 'none' | null;
  customsStatus: '' | 'pending' | 'done' | null;
  numberOfCopies: Generated<number>;
  autoCommit: Generated<boolean>;
  isReceiverRegistered: Generated<boolean>;
  deliveryAddress: Json;
  pickupAddress: Json;
  temporaryAddress: Json;
  signature: string | null;
  createdBy: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  version: Version;
  /** The schedule that created the order and the date it was due (migration 0006), else null. */
  scheduleId: number | null;
  scheduleDate: string | null;
  /** The customers of the from and to locations, set by a trigger (migration 0007). */
  customerIdFrom: Generated<number>;
  customerIdTo: Generated<number>;
  externalLocationId: number | null;
}

/** Orders per market, customer or location, send date, status and type (migration 0007, triggers). */
export interface OrderListCountsTable {
  marketId: string;
  customerId: number | null;
  locationId: number | null;
  sendDate: string | null;
  transactionStatusId: number;
  transactionTypeId: string;
  orders: number;
}

export interface TransactionLinesTable {
  id: Generated<number>;
  transactionId: number;
  productId: string;
  treatmentId: string;
  qualityId: string;
  quantityOrdered: Generated<number>;
  quantityPicked: number | null;
  quantityDelivered: number | null;
  price: Numeric;
  amount: Numeric;
  qualityIdReceived: string | null;
  isPooling: Generated<boolean>;
  version: Version;
}

export interface OrderStatusChangesTable {
  id: Generated<number>;
  transactionId: number;
  fromStatusId: number;
  toStatusId: number;
  changedBy: number;
  actingFor: number | null;
  changedAt: DefaultTimestamp;
}

export interface OrderCommentsTable {
  id: Generated<number>;
  transactionId: number;
  authorId: number;
  text: string;
  createdAt: DefaultTimestamp;
}

/** `content` is read only by the download; pg answers a Buffer, PGlite a Uint8Array. */
export interface OrderCommentAttachmentsTable {
  id: Generated<number>;
  commentId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  content: ColumnType<Uint8Array, Uint8Array, never>;
  createdAt: DefaultTimestamp;
}

export interface OrderSchedulesTable {
  id: Generated<number>;
  marketId: string;
  customerId: number;
  transactionTypeId: 'TO' | 'HE';
  locationIdFrom: number;
  locationIdTo: number;
  intervalWeeks: number;
  startDate: string;
  endDate: string | null;
  /** ISO weekdays 1 (Monday) … 5 (Friday). */
  weekdays: number[];
  reference: string | null;
  myReference: string | null;
  carType: number | null;
  customsHandler: 'kgh' | 'self' | 'required' | 'none' | null;
  isActive: Generated<boolean>;
  version: Version;
  createdBy: number;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface OrderScheduleLinesTable {
  id: Generated<number>;
  scheduleId: number;
  productId: string;
  treatmentId: string;
  qualityId: string;
  quantity: number;
}

export interface OrderNumberCountersTable {
  marketId: string;
  lastNo: number;
}

/** Migration 0008: a mutation's key, claimed in the mutation's transaction with its stored answer. */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  requestHash: string;
  statusCode: number | null;
  response: Json;
  createdAt: DefaultTimestamp;
}

export interface ExternalLocationsTable {
  id: Generated<number>;
  marketId: string;
  customerId: number;
  locationId: number;
  name: string;
  number: string;
  contactName: Generated<string>;
  countryId: string;
  createdAt: DefaultTimestamp;
  version: Version;
}

export interface BalanceMovementsTable {
  id: Generated<number>;
  locationId: number;
  productId: string;
  treatmentId: string;
  qualityId: string;
  quantity: number;
  kind: 'sent' | 'received' | 'adjustment' | 'receipt';
  transactionId: number | null;
  /** Migration 0010: the plain pallet receipt that moved it. */
  palletReceiptId: number | null;
  /** Migration 0011: the confirmed counting report whose difference it corrects (kind 'adjustment'). */
  countingReportId: number | null;
  createdBy: number | null;
  createdAt: DefaultTimestamp;
}

/** Migration 0010: the last receipt no. per market and year. */
export interface PalletReceiptCountersTable {
  marketId: string;
  year: number;
  lastNo: number;
}

/** Migration 0010: a pallet receipt, signed at a location (issue 7); soft-deleted. */
export interface PalletReceiptsTable {
  id: Generated<number>;
  marketId: string;
  receiptNo: string;
  variant: 'plain' | 'inventory';
  locationId: number;
  signerName: string;
  signerRole: 'driver' | 'counterpart';
  signature: string;
  note: string | null;
  registeredBy: number;
  actingFor: number | null;
  registeredAt: DefaultTimestamp;
  deletedAt: Date | null;
  deletedBy: number | null;
}

export interface PalletReceiptLinesTable {
  id: Generated<number>;
  receiptId: number;
  productId: string;
  treatmentId: string;
  qualityId: string;
  inbound: number;
  outbound: number;
  counted: number | null;
  balanceAtCount: number | null;
}

/** Migration 0018: an order reached a status that may mail; handledAt once the job has mailed it. */
export interface OrderNotificationsTable {
  id: Generated<number>;
  transactionId: number;
  statusId: number;
  createdAt: DefaultTimestamp;
  handledAt: Timestamp | null;
}

/**
 * Migrations 0010, 0012: mail waiting for the sending job, and what it sent; bytes as Buffer (pg) or
 * Uint8Array. nextAttemptAt: when the job may take the row (again); null once sent or given up.
 */
export interface EmailArchiveTable {
  id: Generated<number>;
  marketId: string;
  /** Null for mail to someone who is no customer's user yet (migration 0015). */
  customerId: number | null;
  toAddress: string;
  subject: string;
  /** The text part; htmlBody the HTML part, when the message has one (migration 0015). */
  body: string;
  htmlBody: string | null;
  /** What the mail is, e.g. 'password-reset', 'welcome', 'new-customer-received' (migration 0015). */
  kind: Generated<string>;
  language: string | null;
  attachmentName: string | null;
  attachment: Uint8Array | null;
  status: Generated<'queued' | 'sent' | 'failed'>;
  /** Null when nobody logged in caused it (a forgot-password or new-customer request). */
  createdBy: number | null;
  createdAt: DefaultTimestamp;
  attempts: Generated<number>;
  nextAttemptAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sentAt: Date | null;
  error: string | null;
}

/** Migration 0011: a stock count of a product choice at a location (issue 7); soft-deleted. */
export interface CountingReportsTable {
  id: Generated<number>;
  marketId: string;
  locationId: number;
  productId: string;
  treatmentId: string;
  qualityId: string;
  countedVolume: number;
  confirmed: Generated<boolean>;
  confirmedAt: Date | null;
  confirmedBy: number | null;
  balanceAtConfirm: number | null;
  differenceAtConfirm: number | null;
  lastMovementId: number | null;
  registeredBy: number;
  actingFor: number | null;
  registeredAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  version: Version;
  deletedAt: Date | null;
}

/** Migration 0015: a single-use link to set a password; only the token's SHA-256 is kept. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  purpose: Generated<'reset' | 'welcome'>;
  requestedBy: number | null;
  createdAt: DefaultTimestamp;
  expiresAt: Timestamp;
  usedAt: Date | null;
}

/** Migration 0015: one attempt at a public account call, by throttle key. */
export interface AccountRequestAttemptsTable {
  id: Generated<string>;
  throttleKey: string;
  attemptedAt: DefaultTimestamp;
}

/** Migration 0015: a new-customer request (spec §3) and its review. */
export interface NewCustomerRequestsTable {
  id: Generated<number>;
  marketId: string;
  status: Generated<'new' | 'approved' | 'rejected'>;
  language: Locale;
  companyName: string;
  countryId: string;
  street: string;
  postalCode: string;
  postPlace: string;
  contactPerson: string;
  email: string;
  phone: string;
  vatNumber: string;
  industry: string;
  need: string;
  openingHours: string;
  rtisPerYear: number;
  /** { street, postalCode, postPlace, countryId } or null when invoices go to the address above. */
  invoiceAddress: Json;
  invoiceEmail: Generated<string>;
  invoiceReference: Generated<string>;
  agreementAcceptedAt: Timestamp;
  clientAddress: string | null;
  createdAt: DefaultTimestamp;
  decidedAt: Date | null;
  decidedBy: number | null;
  rejectReason: string | null;
  customerId: number | null;
  userId: number | null;
  version: Version;
}

/** Migration 0019: balance movements summed per location, month and choice, kept by a trigger. */
export interface MovementMonthsTable {
  locationId: number;
  /** The first day of the month (UTC), as 'YYYY-MM-DD'. */
  month: ColumnType<string, string, string>;
  productId: string;
  treatmentId: string;
  qualityId: string;
  /** 0 for none (receipts, count corrections). */
  counterpartLocationId: number;
  /** '' for none. */
  transactionTypeId: string;
  kind: string;
  quantityIn: number;
  quantityOut: number;
  amount: Numeric;
  fillWeighted: Numeric;
  fillPallets: number;
  movements: number;
}

/** Migration 0019: the provider's price per product and kind, valid from a date. */
export interface PriceListsTable {
  id: Generated<number>;
  marketId: string;
  productId: string;
  kind: 'purchase' | 'washing' | 'commission';
  price: ColumnType<number, number | string, number | string>;
  validFrom: ColumnType<string, string, string>;
}

/** Migration 0019: one invoice per customer, month and type, made by the monthly invoice job. */
export interface InvoicesTable {
  id: Generated<number>;
  marketId: string;
  customerId: number;
  /** 'rental' since migration 0026. */
  type: 'purchase' | 'washing' | 'rental';
  month: ColumnType<string, string, string>;
  invoiceNo: string;
  invoiceDate: ColumnType<string, string, string>;
  dueDate: ColumnType<string, string, string>;
  currency: string;
  netAmount: ColumnType<number, number | string, number | string>;
  vatAmount: ColumnType<number, number | string, number | string>;
  totalAmount: ColumnType<number, number | string, number | string>;
  createdAt: DefaultTimestamp;
}

/** Migration 0019: an invoiced order choice; the order's freight, fees, customs and sealing ride on its first line. */
export interface InvoiceLinesTable {
  id: Generated<number>;
  invoiceId: number;
  /** Migration 0026: null on a rental's line, which names the rental instead. */
  transactionId: number | null;
  locationId: number;
  productId: string | null;
  treatmentId: string | null;
  qualityId: string | null;
  /** Migration 0026: a rental's line — the rental, the month's first charged day and the days charged. */
  rentalId: ColumnType<number | null, number | null | undefined, number | null>;
  periodStart: ColumnType<string | null, string | null | undefined, string | null>;
  days: ColumnType<number | null, number | null | undefined, number | null>;
  quantity: number;
  price: ColumnType<number, number | string, number | string>;
  freight: ColumnType<number, number | string | undefined, number | string>;
  transportFee: ColumnType<number, number | string | undefined, number | string>;
  customs: ColumnType<number, number | string | undefined, number | string>;
  sealing: ColumnType<number, number | string | undefined, number | string>;
  netAmount: ColumnType<number, number | string, number | string>;
  vatRate: ColumnType<number, number | string, number | string>;
  vatAmount: ColumnType<number, number | string, number | string>;
}

export interface SchemaMigrationsTable {
  name: string;
  appliedAt: DefaultTimestamp;
}

export interface DB
  extends SupportSchema, PublishingSchema, AuditLogSchema, ContainersSchema, ShopAccountingSchema {
  schemaMigrations: SchemaMigrationsTable;
  externalLocations: ExternalLocationsTable;
  balanceMovements: BalanceMovementsTable;
  countingReports: CountingReportsTable;
  palletReceiptCounters: PalletReceiptCountersTable;
  palletReceipts: PalletReceiptsTable;
  palletReceiptLines: PalletReceiptLinesTable;
  emailArchive: EmailArchiveTable;
  orderNotifications: OrderNotificationsTable;
  passwordResetTokens: PasswordResetTokensTable;
  accountRequestAttempts: AccountRequestAttemptsTable;
  newCustomerRequests: NewCustomerRequestsTable;
  markets: MarketsTable;
  poolingGroups: PoolingGroupsTable;
  customers: CustomersTable;
  customerLogos: CustomerLogosTable;
  locations: LocationsTable;
  locationAddresses: LocationAddressesTable;
  users: UsersTable;
  userSecondaryLocations: UserSecondaryLocationsTable;
  webTaskUsers: WebTaskUsersTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  loginThrottleKeys: LoginThrottleKeysTable;
  loginKnownAddresses: LoginKnownAddressesTable;
  qualities: QualitiesTable;
  treatments: TreatmentsTable;
  products: ProductsTable;
  productChoices: ProductChoicesTable;
  locationProducts: LocationProductsTable;
  transactionTypes: TransactionTypesTable;
  transactionStatuses: TransactionStatusesTable;
  truckTypes: TruckTypesTable;
  messages: MessagesTable;
  alerts: AlertsTable;
  alertReads: AlertReadsTable;
  interCompanyLinks: InterCompanyLinksTable;
  transactions: TransactionsTable;
  transactionLines: TransactionLinesTable;
  orderStatusChanges: OrderStatusChangesTable;
  orderComments: OrderCommentsTable;
  orderCommentAttachments: OrderCommentAttachmentsTable;
  orderNumberCounters: OrderNumberCountersTable;
  orderSchedules: OrderSchedulesTable;
  orderScheduleLines: OrderScheduleLinesTable;
  orderListCounts: OrderListCountsTable;
  idempotencyKeys: IdempotencyKeysTable;
  movementMonths: MovementMonthsTable;
  priceLists: PriceListsTable;
  invoices: InvoicesTable;
  invoiceLines: InvoiceLinesTable;
}
