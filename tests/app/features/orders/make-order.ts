import type { OrderLine, OrderRow } from '../../../../src/domain/orders/order-list.ts';

export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 1,
    productId: 'EUR',
    productName: 'EUR pallet',
    productImage: null,
    treatmentId: 'HT',
    treatmentName: 'Heat treated',
    qualityId: 'A',
    qualityName: 'Grade A',
    quantityOrdered: 30,
    quantityPicked: null,
    quantityDelivered: null,
    price: null,
    amount: null,
    isPooling: false,
    qualityIdReceived: null,
    qualityNameReceived: null,
    ...overrides,
  };
}

/** An order row of the list answer; ids and order numbers follow from `id`. */
export function makeOrder(overrides: Partial<OrderRow> = {}): OrderRow {
  const id = overrides.id ?? 1;
  return {
    id,
    orderNo: String(1000 + id),
    transactionTypeId: 'TO',
    transactionStatusId: 1,
    transactionStatus: 'Ordered',
    customerId: 10,
    locationIdFrom: 100,
    locationIdTo: 200,
    locationNameFrom: 'Depot Oslo',
    locationNameTo: 'Store Bergen',
    reference: null,
    myReference: null,
    sendersRef: null,
    receiversRef: null,
    transportRef: null,
    dateSend: '2026-03-02',
    sentDate: null,
    receivalDate: null,
    pickupDate: null,
    quantity: 30,
    amount: null,
    freight: null,
    transportFee: null,
    customs: null,
    currency: null,
    carType: null,
    fillDegree: null,
    carNo: null,
    carNo2: null,
    cartman: null,
    loadText: null,
    transportText: null,
    waybillInfo: null,
    numberOfCopies: 1,
    externalLocationId: null,
    externalLocationName: null,
    customsHandler: null,
    commentCount: 0,
    isReceiverRegistered: false,
    version: 1,
    transactions: [makeOrderLine({ id: id * 10 })],
    ...overrides,
  };
}

export const makeOrders = (count: number) =>
  Array.from({ length: count }, (_, index) => makeOrder({ id: index + 1 }));
