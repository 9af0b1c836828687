import { webTaskIds } from '../../tasks/web-tasks.ts';
import { adminUserInputSchema, reportLevels, type AdminUserFields } from '../users.ts';
import type { ImportContext } from './import-context.ts';
import { parseLanguage, parseYesNo, splitListCell } from './import-values.ts';
import {
  cell,
  zodProblems,
  type ImportFieldProblem,
  type ImportRow,
  type RowConversion,
} from './row-conversion.ts';

/** A user row as the user form saves it; the locations are still numbers the server looks up. */
export interface UserImport {
  fields: Omit<AdminUserFields, 'locationId' | 'secondaryLocationIds'>;
  locationNumber: string;
  secondaryLocationNumbers: string[];
}

const userFieldKeys: Record<string, string> = { isCustomerAdmin: 'isAdmin' };
// Stands in for the ids the server looks up, so the form's schema can check the rest.
const placeholderLocationId = 1;

/** A row of the users import as the form's fields, or what is wrong with it. */
export function userRowInput(row: ImportRow, context: ImportContext): RowConversion<UserImport> {
  const problems: ImportFieldProblem[] = [];

  const isCustomerAdmin = parseYesNo(cell(row, 'isAdmin'));
  if (isCustomerAdmin === undefined)
    problems.push({ field: 'isAdmin', message: 'isAdmin must be yes or no' });

  const language = parseLanguage(cell(row, 'language'), context.language);
  if (language === undefined)
    problems.push({ field: 'language', message: 'language must be nb-NO, sv-SE, da-DK, fi-FI or en-US' });

  const taskWords = splitListCell(cell(row, 'tasks')).map((word) => word.toUpperCase());
  const tasks = webTaskIds.filter((task) => taskWords.includes(task));
  if (tasks.length !== new Set(taskWords).size)
    problems.push({ field: 'tasks', message: `tasks must be some of ${webTaskIds.join(', ')}` });

  const levelText = cell(row, 'reportLevel');
  const reportLevel = reportLevels.find((level) => String(level) === (levelText === '' ? '0' : levelText));
  if (reportLevel === undefined)
    problems.push({ field: 'reportLevel', message: 'reportLevel must be 0 to 4' });

  const locationNumber = cell(row, 'locationNumber');
  if (locationNumber === '')
    problems.push({ field: 'locationNumber', message: 'locationNumber is required' });
  const secondaryLocationNumbers = [...new Set(splitListCell(cell(row, 'secondaryLocationNumbers')))].filter(
    (number) => number !== locationNumber,
  );

  const parsed = adminUserInputSchema.safeParse({
    name: cell(row, 'name'),
    loginName: cell(row, 'loginName'),
    email: cell(row, 'email'),
    phone: cell(row, 'phone'),
    language: language ?? context.language,
    isActive: true,
    isCustomerAdmin: isCustomerAdmin ?? false,
    locationId: placeholderLocationId,
    secondaryLocationIds: [],
    tasks,
    reportLevel: reportLevel ?? 0,
    isSuperuser: false,
    isLocationAdmin: false,
    isProvider: false,
    isGlobalAdmin: false,
    supportUser: 'none',
    notifyAutocommit: false,
    notifyDeviation: false,
    notifyDisagree: false,
    notifyHighVolume: false,
    notifyNewCustomer: false,
    notifyStock: false,
  });
  if (!parsed.success) problems.push(...zodProblems(parsed.error, userFieldKeys));
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const {
    id: _id,
    version: _version,
    locationId: _locationId,
    secondaryLocationIds: _secondary,
    ...fields
  } = parsed.data;
  return { ok: true, value: { fields, locationNumber, secondaryLocationNumbers } };
}
