import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { glnLength, glnReasonOf, sanitizeGlnInput } from '../../../domain/shared/gln.ts';
import { glnReasonLabels } from './gln-reason-labels.ts';
import { glnCheckQuery } from './validate-gln.ts';

export interface GlnInputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Told whether the field is valid: empty (unless required) or a GLN the server accepts. */
  onValidityChange?: (isValid: boolean) => void;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/** The GLN field of spec §5: 13 digits, checked with the server once complete. */
export function GlnInput({
  label,
  value,
  onChange,
  onValidityChange,
  required,
  disabled,
  name,
}: GlnInputProps) {
  const { t, i18n } = useLingui();
  const isComplete = value.length === glnLength;
  const check = useQuery({ ...glnCheckQuery(value), enabled: isComplete });
  const isValid = value === '' ? !required : isComplete && check.data?.ok === true;

  const emitValidity = useEffectEvent((valid: boolean) => onValidityChange?.(valid));
  useEffect(() => emitValidity(isValid), [isValid]);

  const reasonText = (reason: string) => {
    const key = glnReasonOf(reason);
    return key ? i18n._(glnReasonLabels[key]) : reason;
  };
  let error: string | undefined;
  if (isComplete && check.isError) error = t`The GLN could not be checked`;
  if (isComplete && check.data && !check.data.ok)
    error = `${t`Invalid GLN`}: ${reasonText(check.data.reason)}`;

  return (
    <TextInput
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(sanitizeGlnInput(event.currentTarget.value))}
      inputMode="numeric"
      autoComplete="off"
      maxLength={glnLength}
      required={required}
      disabled={disabled}
      description={value !== '' && !isComplete ? t`Please enter ${glnLength} digits` : undefined}
      loading={isComplete && check.isFetching}
      error={error}
      success={isComplete && check.data?.ok ? t`Valid GLN` : undefined}
      size="md"
    />
  );
}
