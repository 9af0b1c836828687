import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  supportCategories,
  supportPriorities,
  supportStatuses,
} from '../../../../domain/support/ticket-fields.ts';
import type { TicketListQuery } from '../../../../domain/support/ticket-query.ts';
import { categoryLabels, priorityLabels, statusLabels } from '../support-labels.ts';

export interface TicketFiltersProps {
  filter: TicketListQuery;
  locations: readonly { id: number; name: string }[];
  onChange: (filter: TicketListQuery) => void;
}

/** Spec §9: a search text waits 250 ms for the next keystroke. */
const termDebounceMs = 250;

/** The list's filters (issue 19 item 1): status, priority, category, location and a search text. */
export function TicketFilters({ filter, locations, onChange }: TicketFiltersProps) {
  const { t, i18n } = useLingui();
  const [term, setTerm] = useState(filter.term ?? '');
  const set = (change: Partial<TicketListQuery>) => onChange({ ...filter, ...change, page: undefined });

  useEffect(() => {
    if (term === (filter.term ?? '')) return;
    const timer = setTimeout(
      () => onChange({ ...filter, term: term || undefined, page: undefined }),
      termDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [term, filter, onChange]);

  const hasFilter = Boolean(
    filter.status || filter.priority || filter.category || filter.locationId || filter.term,
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t`Search`}
        placeholder={t`Topic, text, name or #number`}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        type="search"
        w={240}
      />
      <Select
        label={t`Status`}
        placeholder={t`All but archived`}
        data={supportStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) }))}
        value={filter.status ?? null}
        onChange={(status) => set({ status: status ?? undefined })}
        clearable
        w={180}
      />
      <Select
        label={t`Priority`}
        placeholder={t`All`}
        data={supportPriorities.map((priority) => ({
          value: priority,
          label: i18n._(priorityLabels[priority]),
        }))}
        value={filter.priority ?? null}
        onChange={(priority) => set({ priority: priority ?? undefined })}
        clearable
        w={150}
      />
      <Select
        label={t`Category`}
        placeholder={t`All`}
        data={supportCategories.map((category) => ({
          value: category,
          label: i18n._(categoryLabels[category]),
        }))}
        value={filter.category ?? null}
        onChange={(category) => set({ category: category ?? undefined })}
        clearable
        w={190}
      />
      <Select
        label={t`Location`}
        placeholder={t`All`}
        data={locations.map((location) => ({ value: String(location.id), label: location.name }))}
        value={filter.locationId ?? null}
        onChange={(locationId) => set({ locationId: locationId ?? undefined })}
        clearable
        searchable
        w={230}
      />
      {hasFilter && (
        <Button
          variant="subtle"
          onClick={() => {
            setTerm('');
            onChange({});
          }}
        >
          {t`Clear filters`}
        </Button>
      )}
    </Group>
  );
}
