import { msg } from '@lingui/core/macro';
import { isNetworkError } from './offline-reads.ts';

/**
 * What a screen says of a list it needs that this device has never kept (issue 15 item 1): offline,
 * a read without a kept copy fails with the network error (offline-reads.ts), and the user should hear
 * that one network connection fixes it — not that the data is empty or broken.
 */
export const notOnDeviceText = msg`This list has not been loaded on this device yet. Connect to the network once to load it.`;

/** Whether a read failed because the device is offline and has no copy of it. */
export const isNotOnDevice = (error: unknown) => isNetworkError(error);
