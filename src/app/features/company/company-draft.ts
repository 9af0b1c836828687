import { companyFieldsSchema, type Company, type CompanyFields } from '../../../domain/admin/company.ts';

export type CompanyField = keyof CompanyFields;

/** The form's values: the company's fields as read. */
export function companyDraftOf(company: Company): CompanyFields {
  const { id: _id, version: _version, logoUrl: _logoUrl, ...fields } = company;
  return fields;
}

/** The fields the domain schema refuses, each once; the form says why in the user's language. */
export function companyProblems(draft: CompanyFields): ReadonlySet<CompanyField> {
  const parsed = companyFieldsSchema.safeParse(draft);
  if (parsed.success) return new Set();
  return new Set(parsed.error.issues.map((issue) => issue.path[0] as CompanyField));
}
