import {
  adminLocationFieldsSchema,
  type AdminLocation,
  type AdminLocationFields,
} from '../../../domain/admin/locations.ts';

export type LocationField = keyof AdminLocationFields;

/** The form's values of a stored location: its editable fields only. */
export function locationDraftOf(location: AdminLocation): AdminLocationFields {
  const {
    id: _id,
    version: _version,
    customerId: _customerId,
    customerName: _customerName,
    customerNameCorporate: _corporateName,
    poolingGroupName: _groupName,
    ...fields
  } = location;
  return fields;
}

/** The fields the domain schema refuses, so the form marks them before the server is asked. */
export function locationProblems(draft: AdminLocationFields): ReadonlySet<LocationField> {
  const parsed = adminLocationFieldsSchema.safeParse(draft);
  if (parsed.success) return new Set();
  return new Set(parsed.error.issues.map((issue) => issue.path[0] as LocationField));
}

/** The delivery window from its two time fields: both, or neither. */
export function deliveryWindow(from: string, to: string): string {
  return from === '' && to === '' ? '' : `${from}-${to}`;
}
