import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ContainerListQuery } from '../../../../domain/containers/container-query.ts';
import { containerStatuses } from '../../../../domain/containers/container-status.ts';
import { containerStatusLabels } from '../../../ui/container-status/container-status-labels.ts';

export interface ContainerFiltersProps {
  filter: ContainerListQuery;
  locations: readonly { id: number; name: string }[];
  types: readonly { id: string; name: string }[];
  onChange: (filter: ContainerListQuery) => void;
}

/** Spec §9: a search text waits 250 ms for the next keystroke. */
const termDebounceMs = 250;

/** The register's filters (issue 20 item 2): status, type, location and a search text. */
export function ContainerFilters({ filter, locations, types, onChange }: ContainerFiltersProps) {
  const { t, i18n } = useLingui();
  const [term, setTerm] = useState(filter.term ?? '');
  const set = (change: Partial<ContainerListQuery>) => onChange({ ...filter, ...change, page: undefined });

  useEffect(() => {
    if (term === (filter.term ?? '')) return;
    const timer = setTimeout(
      () => onChange({ ...filter, term: term || undefined, page: undefined }),
      termDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [term, filter, onChange]);

  const hasFilter = Boolean(filter.status || filter.typeId || filter.locationId || filter.term);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t`Search`}
        placeholder={t`Number, location or customer`}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        type="search"
        size="md"
        w={240}
      />
      <Select
        label={t`Status`}
        placeholder={t`All`}
        data={containerStatuses.map((status) => ({
          value: status,
          label: i18n._(containerStatusLabels[status]),
        }))}
        value={filter.status ?? null}
        onChange={(status) => set({ status: status ?? undefined })}
        clearable
        size="md"
        w={170}
      />
      <Select
        label={t`Type`}
        placeholder={t`All`}
        data={types.map((type) => ({ value: type.id, label: type.name }))}
        value={filter.typeId ?? null}
        onChange={(typeId) => set({ typeId: typeId ?? undefined })}
        clearable
        size="md"
        w={260}
      />
      <Select
        label={t`Location`}
        placeholder={t`All`}
        data={locations.map((location) => ({ value: String(location.id), label: location.name }))}
        value={filter.locationId ?? null}
        onChange={(locationId) => set({ locationId: locationId ?? undefined })}
        clearable
        searchable
        size="md"
        w={230}
      />
      {hasFilter && (
        <Button
          variant="subtle"
          size="md"
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
