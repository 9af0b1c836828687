import { z } from 'zod';
import { idQuerySchema, idSchema } from '../shared/id.ts';

/** The spec's message for a comment that was not saved (spec §8); the server adds the reason. */
export const commentSaveFailedMessage = 'Could not save comment';
export const maxCommentLength = 2000;

/** POST orderComment: the fields of the form (multipart, with files) or of a JSON body (without). */
export const orderCommentInputSchema = z.object({
  orderId: idSchema,
  text: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(maxCommentLength, `must be at most ${maxCommentLength} characters`)
    .refine((text) => !text.includes('\u0000'), 'contains a character that cannot be stored'),
});
export type OrderCommentInput = z.infer<typeof orderCommentInputSchema>;

/** GET orderComments?orderId= */
export const orderCommentsQuerySchema = z.object({ orderId: idQuerySchema });
/** GET orderAttachment?id= */
export const orderAttachmentQuerySchema = z.object({ id: idQuerySchema });

export const orderCommentAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type OrderCommentAttachment = z.infer<typeof orderCommentAttachmentSchema>;

/** A comment as GET orderComments and POST orderComment answer it, oldest first. */
export const orderCommentSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  attachments: z.array(orderCommentAttachmentSchema),
});
export type OrderComment = z.infer<typeof orderCommentSchema>;
