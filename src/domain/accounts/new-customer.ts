import { z } from 'zod';
import { countryIdSchema } from '../shared/post-code.ts';
import { idSchema } from '../shared/id.ts';
import { localeSchema } from '../shared/locale-schema.ts';
import { invalidVatMessage, isValidVatNumber } from './vat-number.ts';

export const submissionFailedMessage = 'Error on submission, send a request to {email}';
export const agreementRequiredMessage = 'The customer agreement must be accepted';

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const emailSchema = z.string().trim().max(200).pipe(z.email('Enter a valid e-mail address'));

/** An address of the form (spec §5 Post code): the server also checks the code against the country's mask. */
export const newCustomerAddressSchema = z.object({
  countryId: countryIdSchema,
  street: text(200, 'Street address is required'),
  postalCode: text(12, 'Post code is required'),
  postPlace: text(100, 'Post place is required'),
});
export type NewCustomerAddress = z.infer<typeof newCustomerAddressSchema>;

/**
 * POST NewCustomer (public; spec §3 New-customer request). `website` is the honeypot: hidden from
 * people, filled by bots; a request that fills it is answered like any other and never stored.
 */
export const newCustomerRequestSchema = z
  .object({
    companyName: text(200, 'Company name is required'),
    address: newCustomerAddressSchema,
    contactPerson: text(200, 'Contact person is required'),
    email: emailSchema,
    phone: z
      .string()
      .trim()
      .min(1, 'Phone is required')
      .max(40)
      .regex(/^\+?[0-9 ()-]{5,}$/, 'Enter a valid phone number'),
    vatNumber: text(40, 'VAT number is required'),
    industry: text(200, 'Industry is required'),
    need: text(2000, 'Describe your need'),
    openingHours: text(500, 'Opening hours are required'),
    rtisPerYear: z.number('Approximate RTIs per year is required').int().min(0).max(100_000_000),
    invoiceAddress: newCustomerAddressSchema.nullable().default(null),
    invoiceEmail: z.union([z.literal(''), emailSchema]).default(''),
    invoiceReference: optionalText(200),
    acceptAgreement: z.literal(true, agreementRequiredMessage),
    language: localeSchema,
    website: z.string().max(500).optional(),
  })
  .superRefine((request, context) => {
    if (!isValidVatNumber(request.address.countryId, request.vatNumber)) {
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: invalidVatMessage });
    }
  });
export type NewCustomerRequest = z.infer<typeof newCustomerRequestSchema>;
export type NewCustomerRequestInput = z.input<typeof newCustomerRequestSchema>;

/** The answer names the customer-service address, for the applicant's questions. */
export const newCustomerAnswerSchema = z.object({
  received: z.literal(true),
  customerServiceEmail: z.string(),
});

/** GET NewCustomerContact (public): the address the form's failure message names. */
export const newCustomerContactSchema = z.object({ customerServiceEmail: z.string() });

export const newCustomerRequestStatuses = ['new', 'approved', 'rejected'] as const;
export type NewCustomerRequestStatus = (typeof newCustomerRequestStatuses)[number];

/** GET NewCustomerRequests (global admins): a request and its review. Dates are ISO strings. */
export const newCustomerRequestRowSchema = z.object({
  id: z.number(),
  status: z.enum(newCustomerRequestStatuses),
  language: localeSchema,
  companyName: z.string(),
  address: newCustomerAddressSchema,
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  vatNumber: z.string(),
  industry: z.string(),
  need: z.string(),
  openingHours: z.string(),
  rtisPerYear: z.number(),
  invoiceAddress: newCustomerAddressSchema.nullable(),
  invoiceEmail: z.string(),
  invoiceReference: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  customerId: z.number().nullable(),
  loginName: z.string().nullable(),
  version: z.number(),
});
export type NewCustomerRequestRow = z.infer<typeof newCustomerRequestRowSchema>;

export const newCustomerRequestsQuerySchema = z.object({
  status: z.enum(newCustomerRequestStatuses).optional(),
});

/**
 * POST NewCustomerRequestApprove (global admins): makes the customer, its first location and its first
 * user (customer admin) in one transaction and e-mails the user a welcome with a set-password link. The
 * login name defaults to the applicant's e-mail address. Approving an approved request changes nothing.
 */
export const newCustomerApproveSchema = z.object({
  requestId: idSchema,
  loginName: z.string().trim().min(3).max(100).optional(),
});
export const newCustomerApproveAnswerSchema = z.object({
  customerId: z.number(),
  userId: z.number(),
  loginName: z.string(),
  alreadyApproved: z.boolean(),
});

/** POST NewCustomerRequestReject (global admins): e-mails the applicant the reason. */
export const newCustomerRejectSchema = z.object({
  requestId: idSchema,
  reason: z.string().trim().min(1, 'A reason is required').max(2000),
});
