import { z } from 'zod';
import { isoDate } from '../orders/order-list.ts';
import { idQuerySchema, idSchema } from '../shared/id.ts';

/** Company → Email archive (spec §1, §2; issue 17 item 6): every mail the portal queued or sent. */
export const emailStatuses = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/**
 * Mail that carries a live single-use password link. The archive never shows the link (its token is
 * masked) and never resends it: a fresh link comes from 'Reset password by e-mail'.
 */
export const linkMailKinds = ['password-reset', 'welcome'] as const;
export const isLinkMailKind = (kind: string) => (linkMailKinds as readonly string[]).includes(kind);

/** What a masked token reads as in the archive's copy of a link mail. */
export const maskedToken = '••••••';

export const emailArchivePageSize = 50;

/** Resends within an hour: of one mail, and by one admin (30 resends in 0.9 s once went out). */
export const resendLimits = { perMail: 3, perAdmin: 30, windowMinutes: 60 } as const;

const searchText = z.string().trim().max(200).optional();

/** GET emailArchive: newest first, a page at a time; customerId filters a global admin's view. */
export const emailArchiveQuerySchema = z
  .object({
    customerId: idQuerySchema.optional(),
    to: searchText,
    subject: searchText,
    from: isoDate.optional(),
    until: isoDate.optional(),
    status: z.enum(emailStatuses).optional(),
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, 'page must be a positive whole number')
      .transform(Number)
      .optional(),
  })
  .refine((query) => !query.from || !query.until || query.from <= query.until, {
    message: 'until must not be before from',
    path: ['until'],
  });
export type EmailArchiveQuery = z.infer<typeof emailArchiveQuerySchema>;

export const emailArchiveRowSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(emailStatuses),
  /** Why the last attempt failed; null unless failed. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  customerId: idSchema.nullable(),
  customerName: z.string().nullable(),
  hasAttachment: z.boolean(),
});
export type EmailArchiveRow = z.infer<typeof emailArchiveRowSchema>;

export const emailArchivePageSchema = z.object({
  rows: z.array(emailArchiveRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EmailArchivePage = z.infer<typeof emailArchivePageSchema>;

export const emailAttachmentSchema = z.object({
  /** GET emailArchiveAttachment?id= takes it. */
  id: idSchema,
  name: z.string(),
  size: z.number().int(),
});

/** GET emailArchiveMessage: the message as sent, with a link mail's token masked. */
export const emailArchiveMessageSchema = emailArchiveRowSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  language: z.string().nullable(),
  createdByName: z.string().nullable(),
  attachments: z.array(emailAttachmentSchema),
  /** A password link was masked; such a mail is not resent (isLinkMailKind). */
  isLinkMasked: z.boolean(),
  canResend: z.boolean(),
});
export type EmailArchiveMessage = z.infer<typeof emailArchiveMessageSchema>;

export const emailArchiveIdQuerySchema = z.object({ id: idQuerySchema });

/** POST emailArchiveResend: a copy queued as a new row; the original stays as it was. */
export const emailArchiveResendSchema = z.object({ id: idSchema });
export const emailArchiveResendAnswerSchema = z.object({ id: idSchema, status: z.literal('queued') });
export type EmailArchiveResendAnswer = z.infer<typeof emailArchiveResendAnswerSchema>;
