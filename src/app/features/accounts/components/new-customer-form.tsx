import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { newCustomerRequestSchema } from '../../../../domain/accounts/new-customer.ts';
import { isValidVatNumber, vatExamples } from '../../../../domain/accounts/vat-number.ts';
import { isLocale } from '../../../../domain/shared/language-resolution.ts';
import { fallbackLocale } from '../../../../domain/shared/locales.ts';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { errorCodeLabels } from '../../../api/error-labels.ts';
import { submitNewCustomer } from '../api.ts';
import {
  clearDraft,
  loadDraft,
  saveDraft,
  toNewCustomerRequest,
  type NewCustomerDraft,
} from '../new-customer-draft.ts';
import { fieldProblemsOf, serverFieldProblems, type FieldProblems } from '../new-customer-problems.ts';
import { newCustomerContactQuery } from '../queries.ts';
import { AddressFields } from './address-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { CustomerAgreementField } from './customer-agreement-field.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { InvoicingFields } from './invoicing-fields.tsx';
import { NeedsFields } from './needs-fields.tsx';
import { NewCustomerConfirmation } from './new-customer-confirmation.tsx';
import { SubmissionFailure } from './submission-failure.tsx';

export interface NewCustomerFormProps {
  /** The customer agreement in the user's language, one click away from its checkbox. */
  agreementText: ReactNode;
}

/** Every field of spec §3 New-customer request, kept across a reload until it is sent (issue 16 item 4). */
export function NewCustomerForm({ agreementText }: NewCustomerFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(loadDraft);
  const [website, setWebsite] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<{ reason?: string | undefined } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const contact = useQuery(newCustomerContactQuery());
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sentTo === null) saveDraft(draft);
  }, [draft, sentTo]);
  // A keyboard user lands on the first field to fix.
  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]')[0] ??
      form?.querySelectorAll<HTMLElement>('[role="alert"]')[0];
    target?.focus();
  }, [focusRequest]);

  const update = (patch: Partial<NewCustomerDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const changed = Object.keys(patch);
    setProblems((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => !changed.includes(field.split('.')[0] ?? '')),
      ),
    );
  };
  const problem = (field: string) => {
    const label = problems[field];
    return label ? i18n._(label) : undefined;
  };

  const handleVatBlur = () => {
    const countryId = draft.address.countryId;
    const isWrong =
      draft.vatNumber.trim() !== '' && countryId && !isValidVatNumber(countryId, draft.vatNumber);
    if (isWrong) setProblems((current) => ({ ...current, vatNumber: errorCodeLabels.InvalidVatNumber }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const language = isLocale(i18n.locale) ? i18n.locale : fallbackLocale;
    const request = toNewCustomerRequest(draft, language, website);
    const checked = newCustomerRequestSchema.safeParse(request);
    setFailure(null);
    if (!checked.success) {
      setProblems(fieldProblemsOf(checked.error.issues));
      setFocusRequest((count) => count + 1);
      return;
    }
    setIsBusy(true);
    try {
      await submitNewCustomer(request);
      clearDraft();
      setSentTo(checked.data.email);
    } catch (caught) {
      const fromServer = caught instanceof ApiError ? serverFieldProblems(caught.inner) : {};
      const isRefusal = caught instanceof ApiError && (caught.status === 400 || caught.status === 429);
      const named = Object.values(fromServer).map((label) => i18n._(label));
      setProblems(fromServer);
      setFailure({ reason: isRefusal ? named.join(' ') || apiErrorText(caught, i18n) : undefined });
      setFocusRequest((count) => count + 1);
    } finally {
      setIsBusy(false);
    }
  };

  if (sentTo !== null) return <NewCustomerConfirmation email={sentTo} />;

  const countryId = draft.address.countryId;
  return (
    <form ref={formRef} onSubmit={handleSubmit} aria-label={t`Register as a new customer`} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t`Company`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Company name`}
              autoComplete="organization"
              required
              size="md"
              value={draft.companyName}
              error={problem('companyName')}
              onChange={(event) => update({ companyName: event.currentTarget.value })}
            />
            <TextInput
              label={t`VAT number`}
              placeholder={countryId ? vatExamples[countryId] : undefined}
              required
              size="md"
              value={draft.vatNumber}
              error={problem('vatNumber')}
              onChange={(event) => update({ vatNumber: event.currentTarget.value })}
              onBlur={handleVatBlur}
            />
          </SimpleGrid>
        </Fieldset>
        <AddressFields
          legend={t`Address`}
          prefix="address"
          value={draft.address}
          problems={problems}
          onChange={(address) => update({ address })}
        />
        <ContactFields draft={draft} problem={problem} update={update} />
        <InvoicingFields draft={draft} problem={problem} update={update} problems={problems} />
        <NeedsFields draft={draft} problem={problem} update={update} />
        <CustomerAgreementField
          checked={draft.acceptAgreement}
          onChange={(acceptAgreement) => update({ acceptAgreement })}
          error={problem('acceptAgreement')}
          agreementText={agreementText}
        />
        <HoneypotField value={website} onChange={setWebsite} />
        {Object.keys(problems).length > 0 && !failure && (
          <Alert color="red" role="alert" tabIndex={-1}>
            <Trans>Some fields need your attention.</Trans>
          </Alert>
        )}
        {failure && <SubmissionFailure email={contact.data?.customerServiceEmail} reason={failure.reason} />}
        <Button type="submit" size="md" loading={isBusy} w={{ base: '100%', sm: 'fit-content' }}>
          <Trans>Send request</Trans>
        </Button>
      </Stack>
    </form>
  );
}
