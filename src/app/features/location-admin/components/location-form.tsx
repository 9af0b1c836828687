import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  emptyLocationFields,
  locationStatusIds,
  locationTypeIds,
  type AdminLocation,
  type AdminLocationFields,
  type LocationTypeId,
} from '../../../../domain/admin/locations.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { ApiError } from '../../../api/api-error.ts';
import { GlnInput } from '../../../ui/gln-input/gln-input.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { saveAdminLocation } from '../api.ts';
import { locationDraftOf, locationProblems, type LocationField } from '../location-draft.ts';
import { locationTypeLabels } from '../location-labels.ts';
import { locationCreatedText, locationSavedText, locationSaveFailedText } from '../location-messages.ts';
import { adminLocationQuery, locationAdminKeys } from '../queries.ts';
import { LocationDeliveryFields } from './location-delivery-fields.tsx';
import { LocationLinkFields } from './location-link-fields.tsx';
import { LocationNotifyFields } from './location-notify-fields.tsx';

export interface LocationFormProps {
  customerId: number;
  /** The stored location, or none for a new one. */
  location?: AdminLocation | undefined;
  isGlobalAdmin: boolean;
  onCreated: (location: AdminLocation) => void;
}

/** Every field of spec §3 Location (administration), saved at the version read. */
export function LocationForm({ customerId, location, isGlobalAdmin, onCreated }: LocationFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AdminLocationFields>(() =>
    location ? locationDraftOf(location) : emptyLocationFields,
  );
  const [problems, setProblems] = useState<ReadonlySet<LocationField>>(new Set());
  const [isGlnValid, setGlnValid] = useState(false);
  const update = (changes: Partial<AdminLocationFields>) =>
    setDraft((current) => ({ ...current, ...changes }));
  // A number stored before GLNs were checked may be kept (domain locationNumberProblem).
  const isNumberOk = isGlnValid || (location !== undefined && draft.number === location.number);

  const save = useMutation({
    mutationFn: () =>
      saveAdminLocation(location ? { ...draft, id: location.id, version: location.version } : draft),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminLocationQuery(customerId, saved.id).queryKey, saved);
      notify({ kind: 'positive', text: i18n._(location ? locationSavedText : locationCreatedText) });
      await queryClient.invalidateQueries({ queryKey: locationAdminKeys.lists(customerId) });
      if (!location) onCreated(saved);
    },
    onError: async (error) => {
      notify({ kind: 'negative', title: i18n._(locationSaveFailedText), text: apiErrorText(error, i18n) });
      if (location && error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({
          queryKey: adminLocationQuery(customerId, location.id).queryKey,
        });
      }
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = new Set(locationProblems(draft));
    if (!isNumberOk) found.add('number');
    setProblems(found);
    if (found.size === 0) save.mutate();
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`Location`}>
      <Stack gap="md">
        <Fieldset legend={t`Location`}>
          <Stack gap="sm">
            <TextInput
              label={t`Name`}
              required
              value={draft.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
              error={problems.has('name') ? t`Enter the location name` : undefined}
              maxLength={200}
              size="md"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={4}>
                <GlnInput
                  label={t`Location number (GLN)`}
                  value={draft.number}
                  onChange={(number) => update({ number })}
                  onValidityChange={setGlnValid}
                  required
                />
                {problems.has('number') && draft.number === '' && (
                  <Text c="red" size="sm" role="alert">
                    {t`Enter the location number`}
                  </Text>
                )}
              </Stack>
              <TextInput
                label={t`External id`}
                value={draft.externalId}
                onChange={(event) => update({ externalId: event.currentTarget.value })}
                maxLength={100}
                size="md"
              />
              <Select
                label={t`Type`}
                data={locationTypeIds.map((id) => ({ value: id, label: i18n._(locationTypeLabels[id]) }))}
                value={draft.typeId}
                onChange={(value) => value && update({ typeId: value as LocationTypeId })}
                allowDeselect={false}
                required
                size="md"
              />
              <Switch
                label={t`Active`}
                checked={draft.statusId === locationStatusIds.active}
                onChange={(event) =>
                  update({
                    statusId: event.currentTarget.checked
                      ? locationStatusIds.active
                      : locationStatusIds.inactive,
                  })
                }
                size="md"
                mt={{ sm: 'xl' }}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <LocationDeliveryFields draft={draft} onChange={update} problems={problems} />
        <LocationNotifyFields draft={draft} onChange={update} problems={problems} />
        <LocationLinkFields
          draft={draft}
          onChange={update}
          problems={problems}
          customerId={customerId}
          isGlobalAdmin={isGlobalAdmin}
          poolingGroupName={location?.poolingGroupName ?? null}
          customerNameCorporate={location?.customerNameCorporate ?? null}
        />
        <Group>
          <Button type="submit" size="md" loading={save.isPending}>
            {t`Save location`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
