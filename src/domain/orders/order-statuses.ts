/** Order status ids of spec §4. */
export const orderStatus = {
  Web: 0,
  Ordered: 1,
  ConfirmedWaba: 2,
  Picked: 3,
  Sent: 4,
  Confirmed: 5,
  NotAgreed: 6,
  CancelledWaba: 7,
  Replaced: 8,
  WaitForSort: 9,
  Treatment: 10,
  WaitForConfirmation: 11,
  ReceivedSort: 12,
  WaitForAccept: 13,
  WaitForAgreement: 14,
} as const;
export type OrderStatusName = keyof typeof orderStatus;
export type OrderStatusId = (typeof orderStatus)[OrderStatusName];

export const orderStatusIds = Object.values(orderStatus) as OrderStatusId[];

/** English labels of spec §4; the app shows translated ones, the server stores these for reference. */
export const orderStatusLabels = {
  0: 'Draft',
  1: 'Ordered',
  2: 'Confirmed by the provider',
  3: 'Picked',
  4: 'Sent',
  5: 'Confirmed',
  6: 'Disagreement',
  7: 'Cancelled by the provider',
  8: 'Replaced',
  9: 'Waiting for sorting',
  10: 'Under treatment',
  11: 'Waiting for confirmation',
  12: 'Arrived not sorted',
  13: 'Finished sorting, awaiting approval',
  14: 'Awaiting agreement',
} as const satisfies Record<OrderStatusId, string>;

/** Status ids 2–4 and 6–14 count as received or in transit when routing an opened order (spec §2, §4). */
export const receivedOrInTransitStatusIds: readonly OrderStatusId[] = [
  2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14,
];

export function isOrderStatusId(value: number): value is OrderStatusId {
  return (orderStatusIds as number[]).includes(value);
}
