/** The entity an order's changes belong to: its changes are sent one at a time, in order. */
export const orderEntityKey = (orderId: number) => ['order', orderId].join(':');

/** Something created on this device: `localId` is its name here until the server answers. */
const newPrefix = 'new';
export const newEntityKey = (call: string, localId: string) => [newPrefix, call, localId].join(':');
export const isNewEntityKey = (entityKey: string) => entityKey.split(':')[0] === newPrefix;

/** A location's counting reports: their saves, confirms and deletes are sent in order. */
export const countingEntityKey = (locationId: number) => ['counting', locationId].join(':');

/** A container's repair marks (issue 20 item 2): sent one at a time, in the order they were made. */
export const containerEntityKey = (containerId: number) => ['container', containerId].join(':');
