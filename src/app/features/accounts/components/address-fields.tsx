import { useLingui } from '@lingui/react/macro';
import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { PostCodeInput } from '../../../ui/post-code-input/post-code-input.tsx';
import type { AddressDraft } from '../new-customer-draft.ts';
import type { FieldProblems } from '../new-customer-problems.ts';

export interface AddressFieldsProps {
  legend: ReactNode;
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** The form's problems; this address's are under `prefix.` */
  problems: FieldProblems;
  prefix: 'address' | 'invoiceAddress';
}

/** Country first, then post code and place with the lookup (spec §5 Post code), then the street. */
export function AddressFields({ legend, value, onChange, problems, prefix }: AddressFieldsProps) {
  const { t, i18n } = useLingui();
  const problem = (field: keyof AddressDraft) => {
    const label = problems[`${prefix}.${field}`];
    return label ? i18n._(label) : undefined;
  };
  const placeProblems = [problem('countryId'), problem('postalCode'), problem('postPlace')].filter(Boolean);
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <PostCodeInput value={value} onChange={(next) => onChange({ ...value, ...next })} required />
        {placeProblems.length > 0 && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {placeProblems.join(' ')}
          </Text>
        )}
        <TextInput
          label={t`Street address`}
          autoComplete={prefix === 'address' ? 'street-address' : 'billing street-address'}
          required
          size="md"
          value={value.street}
          error={problem('street')}
          onChange={(event) => onChange({ ...value, street: event.currentTarget.value })}
        />
      </Stack>
    </Fieldset>
  );
}
