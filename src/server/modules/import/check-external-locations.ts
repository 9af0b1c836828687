import type { Kysely } from 'kysely';
import type { ImportContext } from '../../../domain/admin/import/import-context.ts';
import { externalLocationRowInput } from '../../../domain/admin/import/external-location-row.ts';
import type { ImportRowError } from '../../../domain/admin/import/import-rows.ts';
import type { ExternalLocationInput } from '../../../domain/dock/external-location.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import type { Candidate } from './check-locations.ts';
import { locationsByNumber, takenLocationNumbers } from './lookups.ts';

export type ExternalLocationPlan = ExternalLocationInput & { index: number };

/** New external locations: the number is free in the market, served from one of the customer's locations. */
export async function checkExternalLocationRows(
  db: Kysely<DB>,
  session: Session,
  candidates: readonly Candidate[],
  context: ImportContext,
) {
  const converted = candidates.flatMap(({ index, row }) => {
    const conversion = externalLocationRowInput(row, context);
    return conversion.ok ? [{ index, ...conversion.value }] : [];
  });
  const taken = await takenLocationNumbers(
    db,
    session.marketId,
    converted.map((location) => location.number),
  );
  const owners = await locationsByNumber(
    db,
    session.marketId,
    converted.map((location) => location.locationNumber),
  );
  const errors: ImportRowError[] = [];
  const rows: ExternalLocationPlan[] = [];
  for (const { index, locationNumber, ...fields } of converted) {
    const owner = owners.get(locationNumber);
    if (taken.has(fields.number))
      errors.push({ row: index, field: 'number', message: errorMessages.LocationNumberTaken });
    if (!owner) errors.push({ row: index, field: 'locationNumber', message: errorMessages.LocationNotFound });
    else if (owner.customerId !== session.customerId)
      errors.push({ row: index, field: 'locationNumber', message: errorMessages.ExternalLocationNotOwn });
    else rows.push({ index, ...fields, locationId: owner.id });
  }
  return { errors, plan: { kind: 'externalLocations' as const, rows } };
}
