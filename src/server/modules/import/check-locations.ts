import type { Kysely } from 'kysely';
import type { ImportContext } from '../../../domain/admin/import/import-context.ts';
import type { ImportRow, ImportRowError } from '../../../domain/admin/import/import-rows.ts';
import { locationRowInput, type LocationImport } from '../../../domain/admin/import/location-row.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { postCodeFits } from '../location-admin/address-service.ts';
import { takenLocationNumbers } from './lookups.ts';

export interface Candidate {
  index: number;
  row: ImportRow;
}

export type LocationPlan = LocationImport & { index: number };

/** New locations: the number is free in the market (external locations too), the post code fits. */
export async function checkLocationRows(
  db: Kysely<DB>,
  session: Session,
  candidates: readonly Candidate[],
  context: ImportContext,
) {
  const converted = candidates.flatMap(({ index, row }) => {
    const conversion = locationRowInput(row, context);
    return conversion.ok ? [{ index, ...conversion.value }] : [];
  });
  const taken = await takenLocationNumbers(
    db,
    session.marketId,
    converted.map((location) => location.fields.number),
  );
  const errors: ImportRowError[] = [];
  for (const { index, fields, address } of converted) {
    if (taken.has(fields.number))
      errors.push({ row: index, field: 'number', message: errorMessages.LocationNumberTaken });
    if (address && !postCodeFits(session, address))
      errors.push({ row: index, field: 'postCode', message: errorMessages.PostCodeNotInCountry });
  }
  return { errors, plan: { kind: 'locations' as const, rows: converted } };
}
