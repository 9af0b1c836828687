import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { attachmentFileName, cleanFileName } from '../../../domain/comments/attachment-file-name.ts';
import {
  attachmentRefusedMessage,
  attachmentTooLargeMessage,
  attachmentTypeOf,
  attachmentTypes,
  maxAttachmentsPerComment,
  type AttachmentContentType,
} from '../../../domain/comments/attachment-rules.ts';
import { commentFormLimit } from '../../../domain/offline/body-limits.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { readUploadForm, type ReceivedFile, type UploadLimits } from '../../http/upload-form.ts';

export interface SupportFile {
  fileName: string;
  contentType: AttachmentContentType;
  content: Buffer;
}

export interface SupportForm<T> {
  input: T;
  files: SupportFile[];
}

/** A ticket or a reply takes the comment's files (spec §8: PDF, JPG, PNG; 5 of at most 10 MB). */
export const supportFormLimits: UploadLimits = {
  files: commentFormLimit.files,
  fileBytes: commentFormLimit.fileBytes,
  fields: 12,
  fieldBytes: 24 * 1024,
};

/** The first bytes decide the type; the name and the client's content type are never trusted. */
function checkedFile({ fieldName, fileName, content }: ReceivedFile): SupportFile {
  if (fieldName !== 'attachments') throw badRequest(`${fieldName}: files are sent as 'attachments'`);
  const type = attachmentTypeOf(content);
  if (!type) {
    const name = cleanFileName(fileName) || 'attachment';
    throw badRequest(`${attachmentRefusedMessage} (${name})`, { field: 'attachments', fileName: name });
  }
  const { contentType, extensions } = attachmentTypes[type];
  return { fileName: attachmentFileName(fileName, extensions), contentType, content };
}

/** @fastify/multipart's and busboy's errors as answers the client can show (413 for size). */
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

export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw badRequest(issues.map(({ field, message }) => `${field}: ${message}`).join('; '), { issues });
}

/**
 * A support call's body: multipart/form-data with files `attachments`, or JSON without files. The form
 * is read whole here, in the route's preHandler, before any transaction; `beforeFiles` checks what the
 * fields sent before the first file name (the ticket) so a refused upload is never buffered.
 */
export async function readSupportForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  beforeFiles?: (fields: Record<string, string>) => Promise<void>,
): Promise<SupportForm<z.output<S>>> {
  if (!request.isMultipart()) return { input: parseFields(schema, request.body), files: [] };
  let checkFailure: unknown;
  try {
    const form = await readUploadForm(
      request,
      beforeFiles &&
        ((fields) =>
          beforeFiles(fields).catch((error: unknown) => {
            checkFailure = error;
            throw error;
          })),
    );
    if (Object.hasOwn(form.fields, 'attachments')) throw badRequest('attachments: must be files');
    const files = form.files.map(checkedFile);
    return { input: parseFields(schema, form.fields), files };
  } catch (error) {
    if (error === checkFailure) throw error;
    throw formError(error);
  }
}
