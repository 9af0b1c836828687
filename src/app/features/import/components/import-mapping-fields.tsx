import { useLingui } from '@lingui/react/macro';
import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { importFields } from '../../../../domain/admin/import/import-fields.ts';
import type { ImportColumn } from '../../../../domain/admin/import/import-schemas.ts';
import { importFieldLabel } from '../import-field-labels.ts';
import type { ImportState } from '../import-state.ts';

export interface ImportMappingFieldsProps {
  state: ImportState;
  columns: readonly ImportColumn[];
  onMap: (field: string, column: number | null) => void;
}

/** The select value of "no column". */
const none = '';

/** One select per field of the kind: which column of the file fills it (pre-filled from the headers). */
export function ImportMappingFields({ state, columns, onMap }: ImportMappingFieldsProps) {
  const { t, i18n } = useLingui();
  const choices = [
    { value: none, label: t`(not imported)` },
    ...columns.map((column) => ({ value: String(column.index), label: column.header })),
  ];

  return (
    <Fieldset legend={t`Columns`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {importFields[state.kind].map((field) => {
          const descriptor = importFieldLabel(state.kind, field.key);
          const column = state.mapping[field.key] ?? null;
          return (
            <Select
              key={field.key}
              label={typeof descriptor === 'string' ? descriptor : i18n._(descriptor)}
              required={field.required}
              data={choices}
              value={column === null ? none : String(column)}
              onChange={(value) => onMap(field.key, value === null || value === none ? null : Number(value))}
              allowDeselect={false}
              error={field.required && column === null ? t`Choose the column` : undefined}
              comboboxProps={{ withinPortal: true }}
              size="md"
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
