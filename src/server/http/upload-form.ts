import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';
import { notUtf8Message } from './json-body.ts';

/** What one upload call takes, decided per route before the session is known (issue 14 item 1). */
export interface UploadLimits {
  files: number;
  fileBytes: number;
  fields: number;
  fieldBytes: number;
}

/** A file part as it arrived; its content is checked by the route, never trusted by name or type. */
export interface ReceivedFile {
  fieldName: string;
  fileName: string | undefined;
  content: Buffer;
}

export interface UploadForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/**
 * Runs once, before the first file's bytes are read, with the fields sent before it: a route checks
 * there what makes the upload pointless (a missing or foreign order), so a refused upload is not buffered.
 */
export type BeforeFiles = (fields: Record<string, string>) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart/form-data with these limits; it must read it with readUploadForm. */
    upload?: UploadLimits;
  }
  interface FastifyRequest {
    /** The whole multipart body, read before the handler (and before any transaction) runs. */
    uploadForm?: UploadForm;
  }
}

/** No byte for `idleMs` while a body streams in: the upload is given up with 408 (tests shorten it). */
export const uploadReadTimeouts = { idleMs: 30_000 };

/** Room for the part headers and boundaries around the content limits. */
const framingBytesPerPart = 1024;

export function maxUploadBytes(limits: UploadLimits): number {
  const parts = limits.files + limits.fields;
  return limits.files * limits.fileBytes + limits.fields * limits.fieldBytes + parts * framingBytesPerPart;
}

export const uploadTooLarge = (limits: UploadLimits) =>
  new HttpError(
    413,
    `The upload is larger than this call takes (${maxUploadBytes(limits)} bytes)`,
    'PayloadTooLarge',
  );

export const uploadStalled = () =>
  new HttpError(
    408,
    `The upload stalled: no data arrived for ${Math.round(uploadReadTimeouts.idleMs / 1000)} seconds`,
    'RequestTimeout',
  );

function isMultipartType(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/**
 * The size rules of uploads, applied when the request arrives, before its session is looked up: a
 * multipart body to a call that takes none is 415, and a declared length over the route's limit 413.
 */
export function registerUploadLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isMultipartType(request)) return;
    const limits = request.routeOptions.config.upload;
    if (!limits) throw new HttpError(415, 'This call does not take files', 'UnsupportedMediaType');
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > maxUploadBytes(limits)) throw uploadTooLarge(limits);
  });
}

/**
 * Fails the read when the client sends nothing for `idleMs`: the stream is errored (busboy stops)
 * and the answer closes the connection, so a trickling client holds a socket, never a transaction.
 */
interface IdleWatch {
  /** While the server itself does not read (its check runs), the client is not waited for. */
  pause: () => void;
  resume: () => void;
  stop: () => void;
  hasStalled: () => boolean;
}

function watchIdle(request: FastifyRequest): IdleWatch {
  let stalled = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      request.raw.emit('error', uploadStalled());
    }, uploadReadTimeouts.idleMs);
  };
  request.raw.on('data', arm);
  arm();
  const stop = () => {
    clearTimeout(timer);
    request.raw.off('data', arm);
  };
  return {
    pause: stop,
    resume: () => {
      request.raw.on('data', arm);
      arm();
    },
    stop,
    hasStalled: () => stalled,
  };
}

/** Busboy decodes text leniently: a replacement character means bytes that were not UTF-8. */
function checkedText(name: string, value: unknown): string {
  if (typeof value !== 'string') throw badRequest(`${name}: must be text`);
  if (value.includes('\uFFFD')) throw badRequest(`${name}: ${notUtf8Message}`);
  return value;
}

async function readParts(
  request: FastifyRequest,
  limits: UploadLimits,
  idle: IdleWatch,
  beforeFiles?: BeforeFiles,
) {
  const form: UploadForm = { fields: {}, files: [] };
  let isChecked = false;
  const busboyLimits = {
    files: limits.files,
    fileSize: limits.fileBytes,
    fields: limits.fields,
    fieldSize: limits.fieldBytes,
    parts: limits.files + limits.fields,
  };
  for await (const part of request.parts({ limits: busboyLimits })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw badRequest(`${part.fieldname}: is too long`);
      if (Object.hasOwn(form.fields, part.fieldname)) throw badRequest(`${part.fieldname}: is sent twice`);
      form.fields[part.fieldname] = checkedText(part.fieldname, part.value);
      continue;
    }
    if (!isChecked && beforeFiles) {
      idle.pause();
      await beforeFiles(form.fields);
      idle.resume();
    }
    isChecked = true;
    const content = await part.toBuffer().catch((error: unknown) => {
      // The route names the file in its answer (a file over the size limit).
      throw Object.assign(error as object, { fileName: part.filename });
    });
    // A file input left empty still sends a part without a name or content.
    if (!part.filename && content.length === 0) continue;
    form.files.push({ fieldName: part.fieldname, fileName: part.filename, content });
  }
  return form;
}

/**
 * Reads a whole multipart body into memory within the route's limits (busboy stops at them), before
 * the handler and its transaction run; a client that stalls gets 408 and a closed connection. Called
 * from the route's preHandler; the Idempotency-Key wrapper refuses a multipart request not read here.
 */
export async function readUploadForm(
  request: FastifyRequest,
  beforeFiles?: BeforeFiles,
): Promise<UploadForm> {
  const limits = request.routeOptions.config.upload;
  if (!limits) throw new Error(`Route ${request.routeOptions.url} reads an upload without config.upload`);
  const idle = watchIdle(request);
  try {
    request.uploadForm = await readParts(request, limits, idle, beforeFiles);
    return request.uploadForm;
  } catch (error) {
    if (!idle.hasStalled()) throw error;
    throw uploadStalled();
  } finally {
    idle.stop();
  }
}

/** The form as the idempotency fingerprint sees it: every field, and each file's name and content hash. */
export function uploadFormDigest(form: UploadForm): unknown {
  return {
    fields: form.fields,
    files: form.files.map((file) => ({
      field: file.fieldName,
      name: file.fileName ?? null,
      sha256: createHash('sha256').update(file.content).digest('hex'),
    })),
  };
}
