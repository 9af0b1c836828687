import { externalLocationSchema } from '../../dock/external-location.ts';
import type { CountryId } from '../../shared/countries.ts';
import type { ImportContext } from './import-context.ts';
import { parseCountry } from './import-values.ts';
import {
  cell,
  zodProblems,
  type ImportFieldProblem,
  type ImportRow,
  type RowConversion,
} from './row-conversion.ts';

/** An external location row as its form saves it; the owning location is still a number. */
export interface ExternalLocationImport {
  name: string;
  number: string;
  contactName: string;
  countryId: CountryId;
  locationNumber: string;
}

const placeholderLocationId = 1;

/** A row of the external locations import as the form's fields, or what is wrong with it. */
export function externalLocationRowInput(
  row: ImportRow,
  context: ImportContext,
): RowConversion<ExternalLocationImport> {
  const problems: ImportFieldProblem[] = [];
  const countryId = parseCountry(cell(row, 'countryId'), context.countryId);
  if (countryId === undefined)
    problems.push({ field: 'countryId', message: 'countryId must be a country of the portal' });
  const locationNumber = cell(row, 'locationNumber');
  if (locationNumber === '')
    problems.push({ field: 'locationNumber', message: 'locationNumber is required' });

  const parsed = externalLocationSchema.safeParse({
    name: cell(row, 'name'),
    number: cell(row, 'number'),
    contactName: cell(row, 'contactName'),
    countryId: countryId ?? context.countryId,
    locationId: placeholderLocationId,
  });
  if (!parsed.success) problems.push(...zodProblems(parsed.error));
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const { locationId: _locationId, ...fields } = parsed.data;
  return { ok: true, value: { ...fields, locationNumber } };
}
