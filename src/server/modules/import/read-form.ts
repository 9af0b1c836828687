import type { FastifyRequest } from 'fastify';
import { importFileRefusedMessage, maxImportFileBytes } from '../../../domain/admin/import/import-kinds.ts';
import {
  importReadOptionsSchema,
  type ImportReadOptions,
} from '../../../domain/admin/import/import-schemas.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { readUploadForm, type UploadLimits } from '../../http/upload-form.ts';

export const importFileField = 'file';

/** POST importRead takes one file of at most 10 MB and four short fields. */
export const importFormLimits: UploadLimits = {
  files: 1,
  fileBytes: maxImportFileBytes,
  fields: 4,
  fieldBytes: 100,
};

export interface ImportForm {
  options: ImportReadOptions;
  fileName: string;
  content: Buffer;
}

/** @fastify/multipart's and busboy's errors as answers the client can show (413 for size). */
function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, 'The file is larger than 10 MB', 'PayloadTooLarge', { field: importFileField });
  }
  if (code === 'FST_FILES_LIMIT') return badRequest(`${importFileField}: only one file can be sent`);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('The form has too many fields');
  return badRequest(`The form could not be read: ${(error as Error).message}`);
}

/** The options and the file of POST importRead, read whole in the route's preHandler, before any transaction. */
export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw badRequest(`${importFileField}: send the file as multipart/form-data`);
  try {
    const form = await readUploadForm(request);
    const options = importReadOptionsSchema.safeParse(form.fields);
    if (!options.success) {
      const issues = options.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.message,
      }));
      throw badRequest(issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), { issues });
    }
    const file = form.files.find((candidate) => candidate.fieldName === importFileField);
    if (!file) throw badRequest(importFileRefusedMessage, { field: importFileField });
    return { options: options.data, fileName: file.fileName ?? '', content: file.content };
  } catch (error) {
    throw formError(error);
  }
}
