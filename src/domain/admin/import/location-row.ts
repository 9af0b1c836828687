import { workWeekdays, type Weekday } from '../../calendar/weekdays.ts';
import type { CountryId } from '../../shared/countries.ts';
import {
  adminLocationFieldsSchema,
  loadTypes,
  locationNumberProblem,
  locationStatusIds,
  locationTypeIds,
  type AdminLocationFields,
} from '../locations.ts';
import { locationAddressFieldsSchema, type LocationAddressFields } from '../location-address.ts';
import type { ImportContext } from './import-context.ts';
import {
  cell,
  zodProblems,
  type ImportFieldProblem,
  type ImportRow,
  type RowConversion,
} from './row-conversion.ts';
import { normalizeTime, parseCountry, parseYesNo, splitListCell } from './import-values.ts';

/** A location row as the location form saves it, with its one delivery address when the row has one. */
export interface LocationImport {
  fields: AdminLocationFields;
  address: LocationAddressFields | null;
}

const weekdayWords: Record<string, Weekday> = {
  mon: 1,
  man: 1,
  mån: 1,
  ma: 1,
  monday: 1,
  mandag: 1,
  måndag: 1,
  maanantai: 1,
  tue: 2,
  tir: 2,
  tis: 2,
  ti: 2,
  tuesday: 2,
  tirsdag: 2,
  tisdag: 2,
  tiistai: 2,
  wed: 3,
  ons: 3,
  ke: 3,
  wednesday: 3,
  onsdag: 3,
  keskiviikko: 3,
  thu: 4,
  tor: 4,
  to: 4,
  thursday: 4,
  torsdag: 4,
  torstai: 4,
  fri: 5,
  fre: 5,
  pe: 5,
  friday: 5,
  fredag: 5,
  perjantai: 5,
};

const weekdayOf = (word: string): Weekday | undefined =>
  workWeekdays.find((day) => String(day) === word) ?? weekdayWords[word.toLowerCase()];

const addressKeys = ['street', 'postCode', 'city'] as const;
const locationFieldKeys: Record<string, string> = { typeId: 'type', deliveryBetween: 'deliveryFrom' };
const addressFieldKeys: Record<string, string> = { postalCode: 'postCode', postPlace: 'city' };

/** A row of the locations import as the form's fields, or what is wrong with it. */
export function locationRowInput(row: ImportRow, context: ImportContext): RowConversion<LocationImport> {
  const problems: ImportFieldProblem[] = [];
  const yesNo = (key: string): boolean => {
    const value = parseYesNo(cell(row, key));
    if (value === undefined) problems.push({ field: key, message: `${key} must be yes or no` });
    return value ?? false;
  };

  const typeText = cell(row, 'type').toUpperCase();
  const typeId = typeText === '' ? 'LEV' : locationTypeIds.find((id) => id === typeText);
  if (typeId === undefined)
    problems.push({ field: 'type', message: `type must be one of ${locationTypeIds.join(', ')}` });

  const loadText = cell(row, 'loadType').toLowerCase();
  const loadType = loadText === '' ? null : loadTypes.find((type) => type === loadText);
  if (loadType === undefined)
    problems.push({ field: 'loadType', message: `loadType must be one of ${loadTypes.join(', ')}` });

  const days = splitListCell(cell(row, 'palletReceiptDays').replace(/\s+/g, ',')).map(weekdayOf);
  if (days.some((day) => day === undefined))
    problems.push({
      field: 'palletReceiptDays',
      message: 'palletReceiptDays must be weekdays 1 (Monday) to 5 (Friday)',
    });

  const from = normalizeTime(cell(row, 'deliveryFrom'));
  const to = normalizeTime(cell(row, 'deliveryTo'));
  if ((from === '') !== (to === ''))
    problems.push({
      field: from === '' ? 'deliveryFrom' : 'deliveryTo',
      message: 'deliveryFrom and deliveryTo are both needed',
    });

  const candidate = {
    name: cell(row, 'name'),
    number: cell(row, 'number'),
    externalId: cell(row, 'externalId'),
    typeId: typeId ?? 'LEV',
    statusId: locationStatusIds.active,
    hasRamp: yesNo('hasRamp'),
    needsLift: yesNo('needsLift'),
    isDelivery: yesNo('isDelivery'),
    deliveryBetween: from === '' || to === '' ? '' : `${from}-${to}`,
    deliveryInstructions: cell(row, 'deliveryInstructions'),
    transportInstructions: cell(row, 'transportInstructions'),
    emailOrderConfirmed: cell(row, 'emailOrderConfirmed'),
    emailPurchaseOrder: cell(row, 'emailPurchaseOrder'),
    emailReturnOrder: cell(row, 'emailReturnOrder'),
    palletReceiptDays: [...new Set(days.filter((day) => day !== undefined))].sort(),
    loadType: loadType ?? null,
    poolingGroupId: null,
    isCorporate: false,
    customerIdCorporate: null,
  };
  const fields = adminLocationFieldsSchema.safeParse(candidate);
  if (!fields.success) problems.push(...zodProblems(fields.error, locationFieldKeys));
  const numberProblem = candidate.number === '' ? null : locationNumberProblem(candidate.number, null);
  if (numberProblem !== null) problems.push({ field: 'number', message: numberProblem });

  const address = addressOf(row, candidate.name, context.countryId, problems);
  if (!fields.success || problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { fields: fields.data, address } };
}

function addressOf(
  row: ImportRow,
  name: string,
  fallbackCountry: CountryId,
  problems: ImportFieldProblem[],
): LocationAddressFields | null {
  const countryText = cell(row, 'countryId');
  if (addressKeys.every((key) => cell(row, key) === '') && countryText === '') return null;
  const countryId = parseCountry(countryText, fallbackCountry);
  if (countryId === undefined)
    problems.push({ field: 'countryId', message: 'countryId must be a country of the portal' });
  const address = locationAddressFieldsSchema.safeParse({
    name,
    street: cell(row, 'street'),
    countryId: countryId ?? fallbackCountry,
    postalCode: cell(row, 'postCode'),
    postPlace: cell(row, 'city'),
  });
  if (address.success) return address.data;
  // The address takes the location's name; a missing name is reported once, on the location.
  problems.push(
    ...zodProblems(address.error, addressFieldKeys).filter((problem) => problem.field !== 'name'),
  );
  return null;
}
