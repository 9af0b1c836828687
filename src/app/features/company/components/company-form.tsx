import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Company, CompanyFields } from '../../../../domain/admin/company.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { ApiError } from '../../../api/api-error.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { saveCompany } from '../api.ts';
import { companyDraftOf, companyProblems, type CompanyField } from '../company-draft.ts';
import { companySavedText, companySaveFailedText } from '../company-messages.ts';
import { companyQuery } from '../queries.ts';
import { useRefreshShell } from '../use-refresh-shell.ts';

export interface CompanyFormProps {
  company: Company;
}

const emailFields = [
  'contactEmail',
  'invoiceEmail',
  'emailOrderConfirmed',
  'emailPurchase',
] as const satisfies readonly CompanyField[];

/** Every field of spec §3 Company but the logo, saved at the version read (a stale one is refused). */
export function CompanyForm({ company }: CompanyFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const refreshShell = useRefreshShell();
  const [draft, setDraft] = useState<CompanyFields>(() => companyDraftOf(company));
  const [problems, setProblems] = useState<ReadonlySet<CompanyField>>(new Set());
  const update = (changes: Partial<CompanyFields>) => setDraft((current) => ({ ...current, ...changes }));

  const save = useMutation({
    mutationFn: () => saveCompany({ ...draft, version: company.version }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(companyQuery(saved.id).queryKey, saved);
      notify({ kind: 'positive', text: i18n._(companySavedText) });
      if (saved.name !== company.name) await refreshShell();
    },
    onError: async (error) => {
      notify({ kind: 'negative', title: i18n._(companySaveFailedText), text: apiErrorText(error, i18n) });
      // Someone else saved meanwhile: the form shows what is stored now.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: companyQuery(company.id).queryKey });
      }
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = companyProblems(draft);
    setProblems(found);
    if (found.size === 0) save.mutate();
  };

  const problem = (field: CompanyField) => {
    if (!problems.has(field)) return undefined;
    return (emailFields as readonly CompanyField[]).includes(field)
      ? t`Enter a valid e-mail address`
      : t`Enter the company name`;
  };
  const text = (field: CompanyField) => ({
    value: draft[field],
    error: problem(field),
    size: 'md' as const,
    onChange: (event: { currentTarget: { value: string } }) => update({ [field]: event.currentTarget.value }),
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t`Company`}>
          <Stack gap="sm">
            <TextInput
              label={t`Name`}
              required
              autoComplete="organization"
              maxLength={200}
              {...text('name')}
            />
            <Textarea label={t`Info`} autosize minRows={2} maxRows={8} maxLength={2000} {...text('info')} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t`Contact and invoicing`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Contact e-mail`}
              type="email"
              autoComplete="email"
              {...text('contactEmail')}
            />
            <TextInput label={t`Phone`} type="tel" autoComplete="tel" maxLength={50} {...text('phone')} />
            <TextInput label={t`Invoice e-mail`} type="email" {...text('invoiceEmail')} />
            <TextInput label={t`Invoice reference`} maxLength={200} {...text('invoiceReference')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t`Notifications`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`E-mail for order confirmed`} type="email" {...text('emailOrderConfirmed')} />
            <TextInput label={t`E-mail for purchase`} type="email" {...text('emailPurchase')} />
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" size="md" loading={save.isPending}>
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
