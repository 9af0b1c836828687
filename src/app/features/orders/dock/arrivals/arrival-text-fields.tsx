import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';

export interface ArrivalTexts {
  carNo: string;
  reference: string;
}

/** The truck and the reference of an arrival or a delivery with no order behind it. */
export function ArrivalTextFields({
  value,
  onChange,
}: {
  value: ArrivalTexts;
  onChange: (change: Partial<ArrivalTexts>) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Car no.`}
        size="lg"
        maxLength={20}
        value={value.carNo}
        onChange={(event) => onChange({ carNo: event.currentTarget.value })}
      />
      <TextInput
        label={t`Reference`}
        size="lg"
        maxLength={100}
        value={value.reference}
        onChange={(event) => onChange({ reference: event.currentTarget.value })}
      />
    </>
  );
}
