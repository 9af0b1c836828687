import type { z } from 'zod';
import { attachmentFileName, cleanFileName } from '../../domain/comments/attachment-file-name.ts';
import {
  attachmentRefusedMessage,
  attachmentTooLargeMessage,
  attachmentTypeOf,
  attachmentTypes,
  maxAttachmentsPerComment,
  type AttachmentContentType,
} from '../../domain/comments/attachment-rules.ts';
import { badRequest, HttpError } from './errors.ts';
import type { ReceivedFile } from './upload-form.ts';

/** An attachment of an order comment or a support ticket (spec §8: PDF, JPG, PNG), its type checked. */
export interface UploadedFile {
  fileName: string;
  contentType: AttachmentContentType;
  content: Buffer;
}

/** The first bytes decide the type; the name and the client's content type are never trusted. */
export function checkedAttachment({ fieldName, fileName, content }: ReceivedFile): UploadedFile {
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
export function attachmentFormError(error: unknown): HttpError {
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

/** A form's fields (or a JSON body) through its schema; a failure is a 400 naming each field. */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw badRequest(issues.map(({ field, message }) => `${field}: ${message}`).join('; '), { issues });
}
