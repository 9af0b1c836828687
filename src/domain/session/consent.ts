import { z } from 'zod';

/** POST gdpr and POST agreement: the user accepts the data-protection or the customer agreement. */
export const consentSchema = z.object({ accept: z.literal(true, 'accept must be true') });
