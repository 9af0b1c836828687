/** The entity an order's changes belong to: its changes are sent one at a time, in order. */
export const orderEntityKey = (orderId: number) => ['order', orderId].join(':');

/** Something created on this device: `localId` is its name here until the server answers. */
export const newEntityKey = (call: string, localId: string) => ['new', call, localId].join(':');
