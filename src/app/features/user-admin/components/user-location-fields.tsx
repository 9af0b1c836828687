import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import type { UserFormSectionProps } from './user-form-section-props.ts';

export interface UserLocationFieldsProps extends UserFormSectionProps {
  locations: readonly { id: number; name: string }[];
}

/** The primary location and any secondary ones, all of the customer (spec §3, §6). */
export function UserLocationFields({ value, onChange, locations }: UserLocationFieldsProps) {
  const { t } = useLingui();
  const options = locations.map((location) => ({ value: String(location.id), label: location.name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t`Primary location`}
        required
        searchable
        allowDeselect={false}
        data={options}
        value={String(value.locationId)}
        onChange={(id) =>
          id &&
          onChange({
            locationId: Number(id),
            secondaryLocationIds: value.secondaryLocationIds.filter((other) => other !== Number(id)),
          })
        }
      />
      <MultiSelect
        label={t`Secondary locations`}
        searchable
        clearable
        data={options.filter((option) => option.value !== String(value.locationId))}
        value={value.secondaryLocationIds.map(String)}
        onChange={(ids) => onChange({ secondaryLocationIds: ids.map(Number) })}
      />
    </SimpleGrid>
  );
}
