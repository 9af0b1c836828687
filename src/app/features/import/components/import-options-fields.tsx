import { useLingui } from '@lingui/react/macro';
import { Checkbox, FileInput, Group, Input, SegmentedControl } from '@mantine/core';
import type { ImportValues } from '../../../../domain/admin/import/import-schemas.ts';
import { NumberInput } from '../../../ui/number-input/number-input.tsx';
import type { ImportOptions } from '../import-state.ts';

/** What the file input offers; the server decides by the content, not by the name. */
const acceptedFiles = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export interface ImportOptionsFieldsProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  options: ImportOptions;
  onOptionsChange: (options: ImportOptions) => void;
  disabled?: boolean;
}

/** The file and how to read it (spec §2 Import dialog): header row, start row, original or formatted. */
export function ImportOptionsFields({
  file,
  onFileChange,
  options,
  onOptionsChange,
  disabled,
}: ImportOptionsFieldsProps) {
  const { t } = useLingui();
  const change = (patch: Partial<ImportOptions>) => onOptionsChange({ ...options, ...patch });

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <FileInput
        label={t`Excel (.xlsx) or CSV file`}
        placeholder={t`Choose a file`}
        value={file}
        onChange={onFileChange}
        accept={acceptedFiles}
        clearable
        clearButtonProps={{ 'aria-label': t`Remove the file` }}
        disabled={disabled}
        size="md"
        w={{ base: '100%', sm: 320 }}
      />
      <Checkbox
        label={t`Header row`}
        checked={options.hasHeader}
        onChange={(event) => change({ hasHeader: event.currentTarget.checked })}
        disabled={disabled}
        size="md"
        mb={10}
      />
      <div style={{ width: 180 }}>
        <NumberInput
          label={t`Start from row`}
          value={options.startRow}
          min={1}
          onChange={(startRow) => change({ startRow: Math.max(1, startRow) })}
          disabled={disabled}
        />
      </div>
      <Input.Wrapper label={t`Values`} labelElement="div">
        <SegmentedControl
          aria-label={t`Values`}
          value={options.values}
          onChange={(values) => change({ values: values as ImportValues })}
          data={[
            { value: 'original', label: t`Original` },
            { value: 'formatted', label: t`Formatted` },
          ]}
          disabled={disabled}
          size="md"
          display="flex"
        />
      </Input.Wrapper>
    </Group>
  );
}
