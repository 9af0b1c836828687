import type { AdminLocationFields } from '../../../../domain/admin/locations.ts';
import type { LocationField } from '../location-draft.ts';

/** What each section of the location form is given. */
export interface LocationFieldsProps {
  draft: AdminLocationFields;
  onChange: (changes: Partial<AdminLocationFields>) => void;
  problems: ReadonlySet<LocationField>;
}
