import { includeFieldsSchema } from '../shared/include-fields.ts';
import type { OrderRow } from './order-list.ts';

/**
 * Every field of an order row, by name. Typed as a record of OrderRow's keys so a field added to
 * OrderRow (order-row-json.ts builds it) does not compile until it is named here too, and so `include`
 * may name it (spec §7 GET Orders: `transactionStatus=6 and include`).
 */
const orderRowFieldSet: Record<keyof OrderRow, true> = {
  id: true,
  orderNo: true,
  transactionTypeId: true,
  transactionStatusId: true,
  transactionStatus: true,
  customerId: true,
  locationIdFrom: true,
  locationIdTo: true,
  locationNameFrom: true,
  locationNameTo: true,
  reference: true,
  myReference: true,
  sendersRef: true,
  receiversRef: true,
  transportRef: true,
  dateSend: true,
  sentDate: true,
  receivalDate: true,
  pickupDate: true,
  quantity: true,
  amount: true,
  freight: true,
  transportFee: true,
  customs: true,
  currency: true,
  carType: true,
  fillDegree: true,
  carNo: true,
  carNo2: true,
  cartman: true,
  loadText: true,
  transportText: true,
  waybillInfo: true,
  numberOfCopies: true,
  externalLocationId: true,
  externalLocationName: true,
  customsHandler: true,
  customsStatus: true,
  price: true,
  sealing: true,
  sumAmount: true,
  deliveryAddress: true,
  pickupAddress: true,
  temporaryAddress: true,
  startDate: true,
  endDate: true,
  intervalWeeks: true,
  returnDays: true,
  receptionDays: true,
  autoCommit: true,
  signature: true,
  hasSignature: true,
  sort: true,
  commentCount: true,
  isReceiverRegistered: true,
  version: true,
  transactions: true,
};

export const orderRowFields = Object.keys(orderRowFieldSet) as (keyof OrderRow)[];

/** `include` of GET Orders and GET ExternalOrders: the row fields to answer, all when absent. */
export const orderIncludeSchema = includeFieldsSchema(orderRowFields);
