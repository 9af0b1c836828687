import type { FastifyRequest } from 'fastify';
import { orderCommentInputSchema, type OrderCommentInput } from '../../../domain/comments/order-comment.ts';
import { commentFormLimit } from '../../../domain/offline/body-limits.ts';
import { idQuerySchema } from '../../../domain/shared/id.ts';
import {
  attachmentFormError,
  checkedAttachment,
  parseFormFields,
  type UploadedFile,
} from '../../http/attachment-form.ts';
import { badRequest } from '../../http/errors.ts';
import { readUploadForm, type UploadLimits } from '../../http/upload-form.ts';

export interface CommentForm {
  input: OrderCommentInput;
  files: UploadedFile[];
}

/** POST orderComment's upload limits: the text field is 2000 characters, at most 4 bytes each. */
export const commentFormLimits: UploadLimits = {
  files: commentFormLimit.files,
  fileBytes: commentFormLimit.fileBytes,
  fields: 10,
  fieldBytes: commentFormLimit.textBytes,
};

function orderIdIssue(message: string) {
  return badRequest(`orderId: ${message}`, { issues: [{ field: 'orderId', message }] });
}

/** A form field is text: the order id is digits, read as the JSON body's number would be. */
function formOrderId(fields: Record<string, string>): number {
  if (fields.orderId === undefined) throw orderIdIssue('must come before the attachments in the form');
  const parsed = idQuerySchema.safeParse(fields.orderId);
  if (!parsed.success) throw orderIdIssue(parsed.error.issues[0]?.message ?? 'is not an order id');
  return parsed.data;
}

/**
 * POST orderComment's body: multipart/form-data with files `attachments`, or JSON without files. A
 * multipart body is read whole here, in the route's preHandler, before the handler's transaction; the
 * order is checked (`beforeFiles`) before any file is buffered, so the form sends orderId first.
 */
export async function readCommentForm(
  request: FastifyRequest,
  beforeFiles: (orderId: number) => Promise<void>,
): Promise<CommentForm> {
  if (!request.isMultipart())
    return { input: parseFormFields(orderCommentInputSchema, request.body), files: [] };
  // The order check's own failure (a database fault) is no fault of the form: it is not made a 400.
  let checkFailure: unknown;
  try {
    const form = await readUploadForm(request, (fields) =>
      beforeFiles(formOrderId(fields)).catch((error: unknown) => {
        checkFailure = error;
        throw error;
      }),
    );
    if (Object.hasOwn(form.fields, 'attachments')) throw badRequest('attachments: must be files');
    const files = form.files.map(checkedAttachment);
    const orderId = form.fields.orderId === undefined ? undefined : formOrderId(form.fields);
    return { input: parseFormFields(orderCommentInputSchema, { ...form.fields, orderId }), files };
  } catch (error) {
    if (error === checkFailure) throw error;
    throw attachmentFormError(error);
  }
}
