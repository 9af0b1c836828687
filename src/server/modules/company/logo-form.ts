import type { FastifyRequest } from 'fastify';
import {
  logoContentTypeOf,
  logoFieldName,
  logoNotImageMessage,
  logoTooLargeMessage,
  maxLogoBytes,
  type LogoContentType,
} from '../../../domain/admin/company-logo.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { readUploadForm, type UploadLimits } from '../../http/upload-form.ts';

export interface LogoFile {
  contentType: LogoContentType;
  content: Buffer;
}

/** POST companyLogo takes one file of at most 1 MB and nothing else of note. */
export const logoFormLimits: UploadLimits = { files: 1, fileBytes: maxLogoBytes, fields: 2, fieldBytes: 200 };

const notImage = () => badRequest(logoNotImageMessage, { field: logoFieldName });

/** @fastify/multipart's and busboy's errors as answers the client can show (413 for size). */
function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, logoTooLargeMessage, 'PayloadTooLarge', { field: logoFieldName });
  }
  if (code === 'FST_FILES_LIMIT') return badRequest(`${logoFieldName}: only one file can be sent`);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest('The form has too many fields');
  }
  return badRequest(`The form could not be read: ${(error as Error).message}`);
}

/**
 * The logo of POST companyLogo, read whole in the route's preHandler, before any transaction. Its type
 * is what its first bytes show (PNG, JPEG or WebP); the name and the claimed type are not trusted.
 */
export async function readLogoForm(request: FastifyRequest): Promise<LogoFile> {
  if (!request.isMultipart()) throw badRequest(`${logoFieldName}: send the logo as multipart/form-data`);
  try {
    const form = await readUploadForm(request);
    const file = form.files.find((candidate) => candidate.fieldName === logoFieldName);
    if (!file || file.content.length === 0) throw notImage();
    const contentType = logoContentTypeOf(file.content);
    if (!contentType) throw notImage();
    return { contentType, content: file.content };
  } catch (error) {
    throw formError(error);
  }
}
