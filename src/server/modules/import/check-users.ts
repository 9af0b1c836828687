import type { Kysely } from 'kysely';
import type { ImportContext } from '../../../domain/admin/import/import-context.ts';
import type { ImportRowError } from '../../../domain/admin/import/import-rows.ts';
import { userRowInput } from '../../../domain/admin/import/user-row.ts';
import { userChangeRefusal } from '../../../domain/admin/user-rules.ts';
import type { AdminUserInput } from '../../../domain/admin/users.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { userAdminActor } from '../user-admin/service.ts';
import type { Candidate } from './check-locations.ts';
import { locationsByNumber, takenLoginNames, type NumberedLocation } from './lookups.ts';

export type UserPlan = AdminUserInput & { index: number };

/**
 * New users: the login name is free in the market, the locations named by number are the acting
 * customer's, and the admin may give what the row asks (spec §6, domain/admin/user-rules.ts).
 */
export async function checkUserRows(
  db: Kysely<DB>,
  session: Session,
  candidates: readonly Candidate[],
  context: ImportContext,
) {
  const converted = candidates.flatMap(({ index, row }) => {
    const conversion = userRowInput(row, context);
    return conversion.ok ? [{ index, ...conversion.value }] : [];
  });
  const taken = await takenLoginNames(
    db,
    session.marketId,
    converted.map((user) => user.fields.loginName),
  );
  const locations = await locationsByNumber(
    db,
    session.marketId,
    converted.flatMap((user) => [user.locationNumber, ...user.secondaryLocationNumbers]),
  );
  const actor = userAdminActor(session);
  const errors: ImportRowError[] = [];
  const rows: UserPlan[] = [];
  for (const { index, fields, locationNumber, secondaryLocationNumbers } of converted) {
    const rowErrors: ImportRowError[] = [];
    const own = (number: string, field: string): NumberedLocation | null => {
      const location = locations.get(number);
      if (!location) rowErrors.push({ row: index, field, message: errorMessages.LocationNotFound });
      else if (location.customerId !== session.customerId)
        rowErrors.push({ row: index, field, message: errorMessages.UserLocationNotOwn });
      return location?.customerId === session.customerId ? location : null;
    };
    if (taken.has(fields.loginName.toLowerCase()))
      rowErrors.push({ row: index, field: 'loginName', message: errorMessages.LoginNameTaken });
    const primary = own(locationNumber, 'locationNumber');
    const secondary = secondaryLocationNumbers.map((number) => own(number, 'secondaryLocationNumbers'));
    const refusal = userChangeRefusal(actor, { id: null, before: null }, fields);
    if (refusal) {
      const field = refusal === 'MayNotGrantReportLevel' ? 'reportLevel' : null;
      rowErrors.push({ row: index, field, message: errorMessages[refusal] });
    }
    errors.push(...rowErrors);
    if (rowErrors.length > 0 || !primary) continue;
    const secondaryLocationIds = secondary.flatMap((location) => (location ? [location.id] : []));
    rows.push({ index, ...fields, locationId: primary.id, secondaryLocationIds });
  }
  return { errors, plan: { kind: 'users' as const, rows } };
}
