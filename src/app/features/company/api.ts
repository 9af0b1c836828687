import type { Company, CompanyInput } from '../../../domain/admin/company.ts';
import { logoFieldName } from '../../../domain/admin/company-logo.ts';
import { callApi } from '../../api/client.ts';

/** GET company: the acting customer's company info (issue 17 item 1). */
export const fetchCompany = (signal?: AbortSignal) => callApi<Company>('company', { signal });

/** POST company: every field, at the version read; a stale version is a 409. */
export const saveCompany = (input: CompanyInput) =>
  callApi<Company>('company', { method: 'POST', body: input });

/** POST companyLogo: the resized picture as the form's one file. */
export function uploadLogo(picture: Blob, fileName: string) {
  const form = new FormData();
  form.append(logoFieldName, picture, fileName);
  return callApi<Company>('companyLogo', { method: 'POST', body: form });
}

/** POST companyLogoDelete */
export const deleteLogo = () => callApi<Company>('companyLogoDelete', { method: 'POST' });
