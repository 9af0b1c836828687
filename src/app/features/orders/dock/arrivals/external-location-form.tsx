import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { externalLocationSchema } from '../../../../../domain/dock/external-location.ts';
import { type CountryId } from '../../../../../domain/shared/countries.ts';
import type { ExternalLocationPayload } from '../../../../offline/outbox-kinds.ts';
import { countryLabels } from '../../../../ui/post-code-input/country-labels.ts';
import { SearchSelect } from '../../../../ui/search-select/search-select.tsx';
import type { OrderScope } from '../../queries.ts';
import { dockKeys } from '../dock-queries.ts';
import { numberTakenText } from '../dock-messages.ts';
import type { LocationItem } from './arrivals-api.ts';
import { useArrivalSave } from './use-arrival-save.ts';
import { newEntryId } from '../../../../offline/entry-id.ts';

/** The order the countries are offered in: the markets' own order, Norway first (spec §3, §9). */
const countryOrder: readonly CountryId[] = ['NOR', 'SVE', 'DAN', 'FIN'];

export interface ExternalLocationFormProps {
  scope: OrderScope;
  /** Numbers known to be in use: external locations (sent or waiting) and own locations (spec §5). */
  takenNumbers: ReadonlySet<string>;
  /** The customer's locations an external location may be served from. */
  ownLocations: readonly LocationItem[];
  /** The acting location's country, chosen until the user picks another. */
  defaultCountryId: CountryId | null;
}

interface FormValue {
  name: string;
  number: string;
  contactName: string;
  countryId: CountryId | null;
  locationId: number | null;
}

const emptyForm: FormValue = { name: '', number: '', contactName: '', countryId: null, locationId: null };

/** Adds an external location of the customer; saved on the device first, sent when there is network. */
export function ExternalLocationForm(props: ExternalLocationFormProps) {
  const { scope, takenNumbers, ownLocations, defaultCountryId } = props;
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [form, setForm] = useState(emptyForm);
  const [showProblems, setShowProblems] = useState(false);
  const countryId = form.countryId ?? defaultCountryId;
  const locationId = form.locationId ?? scope.locationId;
  const save = useArrivalSave('externalLocation', {
    scope,
    sentText: t`The external location was added.`,
    onKept: () => {
      setForm(emptyForm);
      setShowProblems(false);
      void queryClient.invalidateQueries({ queryKey: dockKeys.externalLocations(scope) });
    },
  });

  const number = form.number.trim();
  // Said at once, not only at Save: the server decides in the end (409), but a known clash is clear now.
  const isNumberTaken = number !== '' && takenNumbers.has(number);
  const problems = {
    name: form.name.trim() === '',
    number: number === '' || isNumberTaken,
    country: countryId === null,
  };
  const problemText = (isProblem: boolean, text: string) => (showProblems && isProblem ? text : null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (Object.values(problems).some(Boolean)) return;
    const input = externalLocationSchema.parse({ ...form, countryId, locationId });
    const payload: ExternalLocationPayload = { ...input, localId: newEntryId() };
    save.mutate({ payload, subject: `${input.name} (${input.number})` });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            <Trans>Add an external location</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <TextInput
              label={t`Name`}
              size="lg"
              required
              maxLength={100}
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
              error={problemText(problems.name, t`Enter a name`)}
            />
            <TextInput
              label={t`Location number`}
              size="lg"
              required
              maxLength={20}
              value={form.number}
              onChange={(event) => setForm({ ...form, number: event.currentTarget.value })}
              error={
                isNumberTaken ? i18n._(numberTakenText) : problemText(problems.number, t`Enter a number`)
              }
            />
            <TextInput
              label={t`Contact name`}
              size="lg"
              maxLength={100}
              value={form.contactName}
              onChange={(event) => setForm({ ...form, contactName: event.currentTarget.value })}
            />
            <Select
              label={t`Country`}
              size="lg"
              required
              data={countryOrder.map((id) => ({ value: id, label: i18n._(countryLabels[id]) }))}
              value={countryId}
              onChange={(value) => setForm({ ...form, countryId: value as CountryId | null })}
              error={problemText(problems.country, t`Choose a country`)}
            />
            <SearchSelect
              label={t`Own location`}
              size="lg"
              required
              allowDeselect={false}
              data={ownLocations.map((location) => ({
                value: String(location.id),
                label: `${location.name} (${location.number})`,
              }))}
              value={String(locationId)}
              onChange={(value) => value && setForm({ ...form, locationId: Number(value) })}
              nothingFoundMessage={t`No locations`}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" size="lg" loading={save.isPending}>
              <Trans>Add external location</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
