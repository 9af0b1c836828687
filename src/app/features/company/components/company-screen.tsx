import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { companyQuery } from '../queries.ts';
import { CompanyForm } from './company-form.tsx';
import { CompanyLogoSection } from './company-logo-section.tsx';

export interface CompanyScreenProps {
  /** The acting customer: a global admin edits whichever customer they chose. */
  customerId: number;
}

/** Company → Company (issue 17 item 1): the acting customer's info and logo. */
export function CompanyScreen({ customerId }: CompanyScreenProps) {
  const { t, i18n } = useLingui();
  const { data: company, error, isPending } = useQuery(companyQuery(customerId));
  if (isPending) return <LoadingLine>{t`Loading company info`}</LoadingLine>;
  if (error) return <Alert color="red">{apiErrorText(error, i18n)}</Alert>;
  return (
    <Stack gap="lg" maw={900}>
      {/* A new version (saved here, or found stale) starts the form again from what is stored. */}
      <CompanyForm key={company.version} company={company} />
      <CompanyLogoSection company={company} />
    </Stack>
  );
}
