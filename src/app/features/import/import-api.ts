import type { ImportKind } from '../../../domain/admin/import/import-kinds.ts';
import type { ImportRow } from '../../../domain/admin/import/import-rows.ts';
import {
  importApproveAnswerSchema,
  importCheckAnswerSchema,
  importReadAnswerSchema,
  importRowErrorsDetailsSchema,
} from '../../../domain/admin/import/import-schemas.ts';
import { ApiError } from '../../api/api-error.ts';
import { callApi } from '../../api/client.ts';
import type { ImportOptions } from './import-state.ts';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress.ts';

export type { ImportReadAnswer as ImportRead } from '../../../domain/admin/import/import-schemas.ts';

/** POST importRead: the file read on the server into cells, with the suggested mapping. */
export async function readImportFile(
  kind: ImportKind,
  file: File,
  options: ImportOptions,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  // The fields before the file, so the server knows them when the file arrives.
  form.append('kind', kind);
  form.append('hasHeader', String(options.hasHeader));
  form.append('startRow', String(options.startRow));
  form.append('values', options.values);
  form.append('file', file, file.name);
  return importReadAnswerSchema.parse(await uploadWithProgress('importRead', form, onProgress, signal));
}

/** POST importCheck: at most a chunk of rows, checked against the database; changes nothing. */
export async function checkImportRows(
  kind: ImportKind,
  rows: ImportRow[],
  firstRow: number,
  signal?: AbortSignal,
) {
  const answer = await callApi('importCheck', { method: 'POST', body: { kind, rows, firstRow }, signal });
  return importCheckAnswerSchema.parse(answer);
}

/**
 * POST importApprove: the rows without errors, written in one transaction; for users with the number
 * of welcome e-mails the admin agreed to send.
 */
export async function approveImportRows(kind: ImportKind, rows: ImportRow[], welcomeMails?: number) {
  return importApproveAnswerSchema.parse(
    await callApi('importApprove', { method: 'POST', body: { kind, rows, welcomeMails } }),
  );
}

/** The row errors a refused importApprove carries (ImportRowErrors), by index into the rows sent. */
export function refusedRowErrors(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const inner = error.inner as { data?: unknown; details?: unknown } | null | undefined;
  const parsed = importRowErrorsDetailsSchema.safeParse(inner?.data ?? inner?.details);
  return parsed.success ? parsed.data.errors : null;
}
