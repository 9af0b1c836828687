import type { Kysely } from 'kysely';
import { importRowErrorsMessage } from '../../../domain/admin/import/import-kinds.ts';
import type {
  ImportApproveAnswer,
  ImportApproveInput,
  ImportCheckAnswer,
  ImportRowsInput,
} from '../../../domain/admin/import/import-schemas.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { assertManagesActingCustomer } from '../user-admin/service.ts';
import { checkImportRows } from './check-rows.ts';
import { writeImportPlan } from './write-rows.ts';

export interface ApproveOptions {
  publicUrl: string;
  /** A hash no password matches; made once per import, before the transaction. */
  unusablePasswordHash: () => string;
}

/** POST importCheck: the errors of a chunk of rows; changes nothing. */
export async function checkImport(
  db: Kysely<DB>,
  session: Session,
  input: ImportRowsInput,
): Promise<ImportCheckAnswer> {
  if (input.kind === 'users') assertManagesActingCustomer(session);
  const { errors } = await checkImportRows(db, session, input.kind, input.rows, input.firstRow ?? 0);
  return { errors };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * POST importApprove: re-checks every row and writes them all in one transaction with the forms'
 * writes, or none: any row error is 400 ImportRowErrors with the errors in `data`. A number or login
 * name another request took meanwhile is the unique index's 409, and nothing is written either.
 */
export async function approveImport(
  db: Kysely<DB>,
  session: Session,
  input: ImportApproveInput,
  options: ApproveOptions,
): Promise<ImportApproveAnswer & { welcomeMails: number }> {
  if (input.kind === 'users') {
    assertManagesActingCustomer(session);
    if (input.welcomeMails !== input.rows.length) {
      throw new HttpError(409, errorMessages.ConfirmWelcomeMails, 'ConfirmWelcomeMails', {
        count: input.rows.length,
      });
    }
  }
  const passwordHash = input.kind === 'users' ? options.unusablePasswordHash() : '';
  return inTransaction(db, async (trx) => {
    const { errors, plan } = await checkImportRows(trx, session, input.kind, input.rows);
    if (errors.length > 0) throw new HttpError(400, importRowErrorsMessage, 'ImportRowErrors', { errors });
    await writeImportPlan(trx, session, plan, () => ({ publicUrl: options.publicUrl, passwordHash }));
    return { imported: plan.rows.length, welcomeMails: plan.kind === 'users' ? plan.rows.length : 0 };
  }).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    const message = input.kind === 'users' ? errorMessages.LoginNameTaken : errorMessages.LocationNumberTaken;
    throw new HttpError(409, message, input.kind === 'users' ? 'LoginNameTaken' : 'LocationNumberTaken');
  });
}
