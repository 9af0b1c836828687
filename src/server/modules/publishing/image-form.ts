import type { FastifyRequest } from 'fastify';
import {
  maxMessageImageBytes,
  messageImageContentTypeOf,
  messageImageFieldName,
  messageImageNotImageMessage,
  messageImageTooLargeMessage,
} from '../../../domain/messages/message-image.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { readUploadForm, type UploadLimits } from '../../http/upload-form.ts';
import type { MessageImageFile } from '../messages/image-service.ts';

/** POST messageImage takes one picture of at most 2 MB. */
export const messageImageFormLimits: UploadLimits = {
  files: 1,
  fileBytes: maxMessageImageBytes,
  fields: 2,
  fieldBytes: 200,
};

const notImage = () => badRequest(messageImageNotImageMessage, { field: messageImageFieldName });

function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, messageImageTooLargeMessage, 'PayloadTooLarge', {
      field: messageImageFieldName,
    });
  }
  if (code === 'FST_FILES_LIMIT') return badRequest(`${messageImageFieldName}: only one file can be sent`);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('The form has too many fields');
  return badRequest(`The form could not be read: ${(error as Error).message}`);
}

/**
 * The picture of POST messageImage, read whole in the route's preHandler, before any transaction. Its
 * type is what its first bytes show; the name and the claimed type are not trusted.
 */
export async function readMessageImageForm(request: FastifyRequest): Promise<MessageImageFile> {
  if (!request.isMultipart()) {
    throw badRequest(`${messageImageFieldName}: send the picture as multipart/form-data`);
  }
  try {
    const form = await readUploadForm(request);
    const file = form.files.find((candidate) => candidate.fieldName === messageImageFieldName);
    if (!file || file.content.length === 0) throw notImage();
    const contentType = messageImageContentTypeOf(file.content);
    if (!contentType) throw notImage();
    return { contentType, content: file.content };
  } catch (error) {
    throw formError(error);
  }
}
