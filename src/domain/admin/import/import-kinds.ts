import { z } from 'zod';

/** What the import dialog creates (issue 17 item 8): own locations, external locations or users. */
export const importKinds = ['locations', 'externalLocations', 'users'] as const;
export type ImportKind = (typeof importKinds)[number];
export const importKindSchema = z.enum(importKinds);

/** The most columns a row may have: a wider row is no list of locations or users. */
export const maxImportColumns = 100;
/** The most rows one file may bring (spec §2 Import dialog). */
export const maxImportRows = 10_000;
/** importCheck takes the rows in chunks of this many, so the dialog can show its progress. */
export const importCheckChunkRows = 1_000;
/** Request bodies: a chunk of rows for importCheck, every row for importApprove (text of ~1.6 KB a row at most). */
export const importCheckBodyLimit = 4 * 1024 * 1024;
export const importApproveBodyLimit = 16 * 1024 * 1024;
/**
 * Welcome e-mails of an import go out at most this many a minute (2,000 users: 34 minutes), so one
 * import never floods the mail server or the recipients' spam filters.
 */
export const welcomeMailsPerMinute = 60;
export const welcomeMailMinutes = (count: number) => Math.ceil(count / welcomeMailsPerMinute);

/** The largest file importRead accepts. */
export const maxImportFileBytes = 10 * 1024 * 1024;

export const importFileRefusedMessage = 'Please select an Excel (.xlsx) or CSV file';
export const importNoRowsMessage = 'The file has no rows to import';
export const importTooManyRowsMessage = 'The file has more than 10,000 rows';
export const importUnreadableMessage = 'The file could not be read';
export const importTooLargeMessage = 'The file is too large to read: at most 10,000 rows of 100 columns';
export const importRowErrorsMessage = 'Some rows have errors';
