import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { commentFormLimit } from '../../../domain/offline/body-limits.ts';
import {
  attachmentFormError,
  checkedAttachment,
  parseFormFields,
  type UploadedFile,
} from '../../http/attachment-form.ts';
import { badRequest } from '../../http/errors.ts';
import { readUploadForm, type UploadLimits } from '../../http/upload-form.ts';

export interface SupportForm<T> {
  input: T;
  files: UploadedFile[];
}

/** A ticket or a reply takes the comment's files (spec §8: PDF, JPG, PNG; 5 of at most 10 MB). */
export const supportFormLimits: UploadLimits = {
  files: commentFormLimit.files,
  fileBytes: commentFormLimit.fileBytes,
  fields: 12,
  fieldBytes: 24 * 1024,
};

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
  if (!request.isMultipart()) return { input: parseFormFields(schema, request.body), files: [] };
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
    const files = form.files.map(checkedAttachment);
    return { input: parseFormFields(schema, form.fields), files };
  } catch (error) {
    if (error === checkFailure) throw error;
    throw attachmentFormError(error);
  }
}
