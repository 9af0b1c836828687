import { z } from 'zod';
import { importCheckChunkRows, importKindSchema, maxImportRows } from './import-kinds.ts';

/** Multipart fields of POST importRead besides the file. */
export const importReadOptionsSchema = z.object({
  kind: importKindSchema,
  hasHeader: z.enum(['true', 'false']).transform((value) => value === 'true'),
  startRow: z.coerce.number().int().min(1).max(1_048_576),
  values: z.enum(['original', 'formatted']),
});
export type ImportReadOptions = z.infer<typeof importReadOptionsSchema>;
export type ImportValues = ImportReadOptions['values'];

export const importColumnSchema = z.object({ index: z.number().int().min(0), header: z.string() });
export type ImportColumn = z.infer<typeof importColumnSchema>;

/** POST importRead's answer: the file's columns, its rows as text, and the mapping the headers suggest. */
export const importReadAnswerSchema = z.object({
  fileName: z.string(),
  columns: z.array(importColumnSchema),
  rows: z.array(z.array(z.string())),
  suggestedMapping: z.record(z.string(), z.number().int().min(0).nullable()),
});
export type ImportReadAnswer = z.infer<typeof importReadAnswerSchema>;

export const importRowSchema = z.record(z.string().max(100), z.string().max(5000));

/** POST importCheck and importApprove: mapped rows of a kind. */
export const importRowsInputSchema = z.object({
  kind: importKindSchema,
  rows: z.array(importRowSchema).min(1).max(maxImportRows),
  /** importCheck: the index of the chunk's first row among all rows, added to the errors' row. */
  firstRow: z.number().int().min(0).max(maxImportRows).optional(),
});
export type ImportRowsInput = z.infer<typeof importRowsInputSchema>;

/**
 * POST importApprove: the rows, and for users the number of welcome e-mails the admin agreed to send
 * (the dialog asks first); without it, or with another number, nothing is written.
 */
export const importApproveInputSchema = importRowsInputSchema.extend({
  welcomeMails: z.number().int().min(0).max(maxImportRows).optional(),
});
export type ImportApproveInput = z.infer<typeof importApproveInputSchema>;

/** importCheck takes a chunk at a time. */
export const importCheckInputSchema = importRowsInputSchema.extend({
  rows: z.array(importRowSchema).min(1).max(importCheckChunkRows),
});

export const importRowErrorSchema = z.object({
  row: z.number().int().min(0),
  field: z.string().nullable(),
  message: z.string(),
});

export const importCheckAnswerSchema = z.object({ errors: z.array(importRowErrorSchema) });
export type ImportCheckAnswer = z.infer<typeof importCheckAnswerSchema>;

export const importApproveAnswerSchema = z.object({ imported: z.number().int().min(0) });
export type ImportApproveAnswer = z.infer<typeof importApproveAnswerSchema>;

/** The details of importApprove's 400 ImportRowErrors. */
export const importRowErrorsDetailsSchema = z.object({ errors: z.array(importRowErrorSchema) });
