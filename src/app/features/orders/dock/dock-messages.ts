import { errorCodeLabels } from '../../../api/error-labels.ts';

/**
 * The spec's messages of the dock (§5, §8) that the screens say before the server does; the server's
 * refusals go through api-error-text.ts, with the same messages.
 */
export const invalidLocationText = errorCodeLabels.InvalidLocation;
export const numberTakenText = errorCodeLabels.LocationNumberTaken;
