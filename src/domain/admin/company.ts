import { z } from 'zod';
import { idSchema } from '../shared/id.ts';

export const companySaveFailedMessage = 'Error saving company info';
export const companyChangedMessage = 'The company info was changed by someone else';

/** An optional e-mail field: empty means none (stored as null). */
const optionalEmailSchema = (field: string) =>
  z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: `${field} must be an e-mail address`,
    });

/** Every field of spec §3 Company that a customer admin edits (the logo has calls of its own). */
export const companyFieldsSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  info: z.string().trim().max(2000),
  contactEmail: optionalEmailSchema('contactEmail'),
  invoiceEmail: optionalEmailSchema('invoiceEmail'),
  phone: z.string().trim().max(50),
  invoiceReference: z.string().trim().max(200),
  /** Where the portal sends word that an order was confirmed. */
  emailOrderConfirmed: optionalEmailSchema('emailOrderConfirmed'),
  /** Where the portal sends word of a purchase. */
  emailPurchase: optionalEmailSchema('emailPurchase'),
});
export type CompanyFields = z.infer<typeof companyFieldsSchema>;

/** POST company: the acting customer's fields, as the client read them at `version`. */
export const companyInputSchema = companyFieldsSchema.extend({
  version: z.number().int().positive(),
});
export type CompanyInput = z.infer<typeof companyInputSchema>;

/** GET company and POST company's answer; `logoUrl` is the logo's call with its version, or null. */
export const companySchema = companyFieldsSchema.extend({
  id: idSchema,
  version: z.number().int(),
  logoUrl: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;
