import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ExternalLocation } from '../../../../domain/dock/external-location.ts';
import type { CountryId } from '../../../../domain/shared/countries.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { errorCodeLabels } from '../../../api/error-labels.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { countryLabels } from '../../../ui/post-code-input/country-labels.ts';
import { SearchSelect } from '../../../ui/search-select/search-select.tsx';
import { createExternalLocation, updateExternalLocation, type OwnLocation } from '../api.ts';
import { externalLocationKeys } from '../queries.ts';

/** The order the countries are offered in: the markets' own order, Norway first (spec §3, §9). */
const countryOrder: readonly CountryId[] = ['NOR', 'SVE', 'DAN', 'FIN'];

export interface ExternalLocationDialogProps {
  customerId: number;
  /** The row to change, or null for a new one. */
  editing: ExternalLocation | null;
  ownLocations: readonly OwnLocation[];
  /** Numbers of the other external and own locations, said at once (the server decides, spec §5). */
  takenNumbers: ReadonlySet<string>;
  defaultLocationId: number;
  defaultCountryId: CountryId;
  onClose: () => void;
}

/** Adds or changes an external location: every field of spec §3 External location. */
export function ExternalLocationDialog(props: ExternalLocationDialogProps) {
  const { customerId, editing, ownLocations, takenNumbers, onClose } = props;
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    name: editing?.name ?? '',
    number: editing?.number ?? '',
    contactName: editing?.contactName ?? '',
    countryId: (editing?.countryId as CountryId | undefined) ?? props.defaultCountryId,
    locationId: editing?.locationId ?? props.defaultLocationId,
  });
  const [showProblems, setShowProblems] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      editing
        ? updateExternalLocation({ ...form, id: editing.id, version: editing.version })
        : createExternalLocation(form),
    onSuccess: () => {
      notify({
        kind: 'positive',
        title: editing ? t`External location saved` : t`External location created`,
        text: `${form.name} (${form.number})`,
      });
      void queryClient.invalidateQueries({ queryKey: externalLocationKeys.all(customerId) });
      onClose();
    },
    onError: (error) =>
      notify({ kind: 'negative', title: t`Error saving external location`, text: apiErrorText(error, i18n) }),
  });

  const number = form.number.trim();
  const isNumberTaken = number !== '' && takenNumbers.has(number);
  const problems = { name: form.name.trim() === '', number: number === '' || isNumberTaken };
  const problemText = (isProblem: boolean, text: string) => (showProblems && isProblem ? text : null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (!Object.values(problems).some(Boolean)) save.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t`Edit external location` : t`New external location`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Name`}
            required
            maxLength={100}
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
            error={problemText(problems.name, t`Enter a name`)}
            data-autofocus
          />
          <TextInput
            label={t`Location number`}
            required
            maxLength={20}
            value={form.number}
            onChange={(event) => setForm({ ...form, number: event.currentTarget.value })}
            error={
              isNumberTaken
                ? i18n._(errorCodeLabels.LocationNumberTaken)
                : problemText(problems.number, t`Enter a number`)
            }
          />
          <TextInput
            label={t`Contact name`}
            maxLength={100}
            value={form.contactName}
            onChange={(event) => setForm({ ...form, contactName: event.currentTarget.value })}
          />
          <Select
            label={t`Country`}
            required
            allowDeselect={false}
            data={countryOrder.map((id) => ({ value: id, label: i18n._(countryLabels[id]) }))}
            value={form.countryId}
            onChange={(value) => value && setForm({ ...form, countryId: value as CountryId })}
          />
          <SearchSelect
            label={t`Own location`}
            required
            allowDeselect={false}
            data={ownLocations.map((location) => ({
              value: String(location.id),
              label: `${location.name} (${location.number})`,
            }))}
            value={String(form.locationId)}
            onChange={(value) => value && setForm({ ...form, locationId: Number(value) })}
            nothingFoundMessage={t`No locations`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
