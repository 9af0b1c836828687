/** The entity an order's changes belong to: its changes are sent one at a time, in order. */
export const orderEntityKey = (orderId: number) => ['order', orderId].join(':');
