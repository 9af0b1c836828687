import type { FastifyRequest } from 'fastify';
import { attachmentFileName } from '../../../domain/comments/attachment-file-name.ts';
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
import { badRequest, HttpError } from '../../http/errors.ts';

export interface UploadedFile {
  fileName: string;
  contentType: AttachmentContentType;
  content: Buffer;
}

export interface CommentForm {
  input: OrderCommentInput;
  files: UploadedFile[];
}

/** Busboy's limits for POST orderComment: the text field is 2000 characters, at most 4 bytes each. */
export const commentFormLimits = {
  fileSize: commentFormLimit.fileBytes,
  files: commentFormLimit.files,
  fields: 10,
  parts: 20,
  fieldSize: commentFormLimit.textBytes,
};

/** The first bytes decide the type; the name and the client's content type are never trusted. */
function checkedFile(fileName: string | undefined, content: Buffer): UploadedFile {
  const type = attachmentTypeOf(content);
  if (!type) {
    const name = attachmentFileName(fileName, 'attachment');
    throw badRequest(`${attachmentRefusedMessage} (${name})`, { field: 'attachments', fileName: name });
  }
  const { contentType, extensions } = attachmentTypes[type];
  return { fileName: attachmentFileName(fileName, `attachment${extensions[0]}`), contentType, content };
}

/** @fastify/multipart's and busboy's errors as the answers the client can show (413 for size). */
function formError(error: unknown, fileName: string | undefined): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = attachmentFileName(fileName, 'attachment');
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

/**
 * Called once, before the first file part is read, with the form's orderId: POST orderComment checks
 * there that the order exists and the session may comment on it, so a refused upload is not buffered
 * (5 × 10 MB). The form must therefore send orderId before its attachments (README, design).
 */
export type BeforeFiles = (orderId: number) => Promise<void>;

function orderIdBeforeFiles(fields: Record<string, unknown>): number {
  if (fields.orderId === undefined) {
    const message = 'must come before the attachments in the form';
    throw badRequest(`orderId: ${message}`, { issues: [{ field: 'orderId', message }] });
  }
  const parsed = orderCommentInputSchema.shape.orderId.safeParse(fields.orderId);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'is not an order id';
  throw badRequest(`orderId: ${message}`, { issues: [{ field: 'orderId', message }] });
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

async function readMultipart(
  request: FastifyRequest,
  beforeFiles: BeforeFiles,
): Promise<{ fields: object; files: UploadedFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let fileName: string | undefined;
  let isChecked = false;
  try {
    for await (const part of request.parts({ limits: commentFormLimits })) {
      if (part.type === 'field') {
        // A part named like the files but read as a field would otherwise vanish without a word.
        if (part.fieldname === 'attachments') throw badRequest('attachments: must be files');
        if (part.valueTruncated) throw badRequest(`${part.fieldname}: is too long`);
        fields[part.fieldname] = part.value;
        continue;
      }
      fileName = part.filename;
      if (part.fieldname !== 'attachments') {
        throw badRequest(`${part.fieldname}: files are sent as 'attachments'`);
      }
      if (!isChecked) {
        await beforeFiles(orderIdBeforeFiles(fields));
        isChecked = true;
      }
      const content = await part.toBuffer();
      // A file input left empty still sends a part without a name or content.
      if (!part.filename && content.length === 0) continue;
      files.push(checkedFile(part.filename, content));
    }
  } catch (error) {
    throw formError(error, fileName);
  }
  return { fields, files };
}

/** POST orderComment's body: multipart/form-data with files `attachments`, or JSON without files. */
export async function readCommentForm(
  request: FastifyRequest,
  beforeFiles: BeforeFiles,
): Promise<CommentForm> {
  const { fields, files } = request.isMultipart()
    ? await readMultipart(request, beforeFiles)
    : { fields: request.body, files: [] };
  return { input: parseInput(fields), files };
}
