import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  emptyAddressFields,
  locationAddressFieldsSchema,
  type LocationAddress,
  type LocationAddressFields,
} from '../../../../domain/admin/location-address.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { PostCodeInput, type PostCodeValue } from '../../../ui/post-code-input/post-code-input.tsx';
import { saveLocationAddress } from '../api.ts';
import { addressCreatedText, addressSaveFailedText, addressUpdatedText } from '../location-messages.ts';
import { locationAddressesQuery } from '../queries.ts';

export interface AddressFormProps {
  customerId: number;
  locationId: number;
  /** The stored address, or none for a new one. */
  address?: LocationAddress | undefined;
  onDone: () => void;
}

interface AddressDraft extends PostCodeValue {
  name: string;
  street: string;
}

/** One delivery address: name, street, and country, post code and place by the rules of spec §5. */
export function AddressForm({ customerId, locationId, address, onDone }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AddressDraft>(() =>
    address ? { ...address } : { ...emptyAddressFields },
  );
  const [problems, setProblems] = useState<ReadonlySet<string>>(new Set());

  const save = useMutation({
    mutationFn: (fields: LocationAddressFields) =>
      saveLocationAddress({
        ...fields,
        locationId,
        ...(address ? { id: address.id, version: address.version } : {}),
      }),
    onSuccess: async () => {
      notify({ kind: 'positive', text: i18n._(address ? addressUpdatedText : addressCreatedText) });
      await queryClient.invalidateQueries({
        queryKey: locationAddressesQuery(customerId, locationId).queryKey,
      });
      onDone();
    },
    onError: (error) =>
      notify({ kind: 'negative', title: i18n._(addressSaveFailedText), text: apiErrorText(error, i18n) }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = locationAddressFieldsSchema.safeParse(draft);
    setProblems(new Set(parsed.error?.issues.map((issue) => String(issue.path[0])) ?? []));
    if (parsed.success) save.mutate(parsed.data);
  };

  const required = t`This field is required`;
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={t`Delivery address`}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Address name`}
            required
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            error={problems.has('name') ? required : undefined}
            maxLength={200}
            size="md"
          />
          <TextInput
            label={t`Street`}
            required
            value={draft.street}
            onChange={(event) => setDraft({ ...draft, street: event.currentTarget.value })}
            error={problems.has('street') ? required : undefined}
            autoComplete="street-address"
            maxLength={200}
            size="md"
          />
        </SimpleGrid>
        <PostCodeInput value={draft} onChange={(value) => setDraft({ ...draft, ...value })} required />
        {['countryId', 'postalCode', 'postPlace'].some((field) => problems.has(field)) && (
          <Text c="red" size="sm" role="alert">
            {t`Choose the country and enter the post code and post place`}
          </Text>
        )}
        <Group>
          <Button type="submit" size="md" loading={save.isPending}>
            {t`Save address`}
          </Button>
          <Button variant="default" size="md" onClick={onDone}>
            {t`Cancel`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
