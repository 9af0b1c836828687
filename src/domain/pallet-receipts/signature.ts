import { z } from 'zod';

/** A signature drawn on the tablet: about 10–60 KB as PNG; anything near this limit is not a signature. */
export const signatureMaxChars = 1_000_000;

/** Who signed: the driver, or the counterpart at the location (spec §2 pallet receipts). */
export const signerRoles = ['driver', 'counterpart'] as const;

/** The drawn signature as a PNG data URL, with the name printed under it. */
export const signatureSchema = z.object({
  signerName: z.string().trim().min(1, 'The name of who signs is required').max(100),
  signerRole: z.enum(signerRoles),
  image: z
    .string()
    .max(signatureMaxChars)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a PNG data URL'),
});
export type Signature = z.infer<typeof signatureSchema>;
