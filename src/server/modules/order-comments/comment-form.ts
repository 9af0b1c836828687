import type { FastifyRequest } from 'fastify';
import { attachmentFileName, cleanFileName } from '../../../domain/comments/attachment-file-name.ts';
import {
  attachmentRefusedMessage,
  attachmentTooLargeMessage,
  attachmentTypeOf,
  attachmentTypes,
  maxAttachmentsPerComment,
  type AttachmentContentType,
} from '../../../domain/comments/attachment-rules.ts';
import { orderCommentInputSchema, type OrderCommentInput } from '../../../domain/comments/order-comment.ts';
import { commentFormLimit } from '../../../domain/offline/body-limits.ts';
import { idQuerySchema } from '../../../domain/shared/id.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { readUploadForm, type ReceivedFile, type UploadLimits } from '../../http/upload-form.ts';

export interface UploadedFile {
  fileName: string;
  contentType: AttachmentContentType;
  content: Buffer;
}

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

/** The first bytes decide the type; the name and the client's content type are never trusted. */
function checkedFile({ fieldName, fileName, content }: ReceivedFile): UploadedFile {
  if (fieldName !== 'attachments') throw badRequest(`${fieldName}: files are sent as 'attachments'`);
  const type = attachmentTypeOf(content);
  if (!type) {
    const name = cleanFileName(fileName) || 'attachment';
    throw badRequest(`${attachmentRefusedMessage} (${name})`, { field: 'attachments', fileName: name });
  }
  const { contentType, extensions } = attachmentTypes[type];
  return { fileName: attachmentFileName(fileName, extensions), contentType, content };
}

/** @fastify/multipart's and busboy's errors as the answers the client can show (413 for size). */
function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = cleanFileName((error as { fileName?: string }).fileName) || 'attachment';
    return new HttpError(413, `${attachmentTooLargeMessage} (${name})`, 'PayloadTooLarge', {
      field: 'attachments',
      fileName: name,
    });
  }
  if (code === 'FST_FILES_LIMIT') {
    return badRequest(`attachments: at most ${maxAttachmentsPerComment} files can be attached`);
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('The form has too many fields');
  return badRequest(`The form could not be read: ${(error as Error).message}`);
}

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

function parseInput(fields: unknown): OrderCommentInput {
  const parsed = orderCommentInputSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw badRequest(issues.map(({ field, message }) => `${field}: ${message}`).join('; '), { issues });
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
  if (!request.isMultipart()) return { input: parseInput(request.body), files: [] };
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
    const files = form.files.map(checkedFile);
    const orderId = form.fields.orderId === undefined ? undefined : formOrderId(form.fields);
    return { input: parseInput({ ...form.fields, orderId }), files };
  } catch (error) {
    if (error === checkFailure) throw error;
    throw formError(error);
  }
}
