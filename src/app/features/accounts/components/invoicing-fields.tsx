import { useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FieldProblems } from '../new-customer-problems.ts';
import { AddressFields } from './address-fields.tsx';
import type { DraftSectionProps } from './draft-section-props.ts';

export interface InvoicingFieldsProps extends DraftSectionProps {
  problems: FieldProblems;
}

/** Invoice e-mail and reference, and an invoice address when it differs from the company's. */
export function InvoicingFields({ draft, problem, update, problems }: InvoicingFieldsProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Invoicing`}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Invoice e-mail`}
            type="email"
            autoComplete="off"
            size="md"
            value={draft.invoiceEmail}
            error={problem('invoiceEmail')}
            onChange={(event) => update({ invoiceEmail: event.currentTarget.value })}
          />
          <TextInput
            label={t`Invoice reference`}
            size="md"
            value={draft.invoiceReference}
            error={problem('invoiceReference')}
            onChange={(event) => update({ invoiceReference: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Checkbox
          size="md"
          label={t`Different invoice address`}
          checked={draft.hasInvoiceAddress}
          onChange={(event) => update({ hasInvoiceAddress: event.currentTarget.checked })}
        />
        {draft.hasInvoiceAddress && (
          <AddressFields
            legend={t`Invoice address`}
            prefix="invoiceAddress"
            value={draft.invoiceAddress}
            problems={problems}
            onChange={(invoiceAddress) => update({ invoiceAddress })}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
