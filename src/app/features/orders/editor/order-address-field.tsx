import { useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { DraftTransactionTypeId } from '../../../../domain/orders/order-draft.ts';
import { PostCodeInput } from '../../../ui/post-code-input/post-code-input.tsx';
import { emptyAddressForm, type AddressFormValue } from './order-form.ts';

export interface OrderAddressFieldProps {
  type: DraftTransactionTypeId;
  value: AddressFormValue | null;
  onChange: (value: AddressFormValue | null) => void;
  /** Shown when the typed address is incomplete. */
  error?: string | null | undefined;
}

/**
 * Another address than the location's for this order only (spec §3 addresses): where an order (TO)
 * is delivered, where a pickup or return is collected. Country first, then post code and place with
 * the lookup (spec §5 Post code), then name and street.
 */
export function OrderAddressField({ type, value, onChange, error }: OrderAddressFieldProps) {
  const { t } = useLingui();
  const isDelivery = type === 'TO';
  const legend = isDelivery ? t`Delivery address` : t`Pickup address`;
  return (
    <Stack gap="sm">
      <Checkbox
        size="md"
        label={isDelivery ? t`Deliver to another address` : t`Collect from another address`}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? { ...emptyAddressForm } : null)}
      />
      {value && (
        <Fieldset legend={legend}>
          <Stack gap="sm">
            <PostCodeInput value={value} onChange={(next) => onChange({ ...value, ...next })} required />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Address name`}
                size="md"
                maxLength={200}
                value={value.name}
                onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
              />
              <TextInput
                label={t`Street address`}
                size="md"
                required
                maxLength={200}
                autoComplete="street-address"
                value={value.street}
                onChange={(event) => onChange({ ...value, street: event.currentTarget.value })}
              />
            </SimpleGrid>
            {error && (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
