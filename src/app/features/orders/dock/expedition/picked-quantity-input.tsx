import { useLingui } from '@lingui/react/macro';
import { TextInput, VisuallyHidden } from '@mantine/core';
import { useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { lineQuantityMax } from '../../../../../domain/orders/order-draft.ts';
import { IconButton } from '../../../../ui/icon-button/icon-button.tsx';
import {
  canStep,
  isAcceptedNumberKey,
  normalizeNumber,
  numberRules,
  parseNumberText,
  sanitizeNumberText,
  stepNumber,
} from '../../../../../domain/shared/number-input-rules.ts';

/** Touch targets of at least 44 px, for the dock tablets (issue 6 item 5). */
const touchSize = 44;
const rules = numberRules({ max: lineQuantityMax });

export interface PickedQuantityInputProps {
  /** Read by screen readers only: the table's column header names the field for the eye. */
  label: string;
  /** Null while nothing is picked yet. */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: ReactNode;
  /** Enter in the field, e.g. to move to the next line's quantity. */
  onEnter?: () => void;
}

/**
 * A picked quantity: the number input rules of spec §5 (digits only, capped, arrows and − / + step),
 * except that empty stays empty. Unlike other number inputs, where empty counts as 0, a picked quantity
 * is missing until typed, so marking the order picked can say 'Picked quantity missing'.
 */
export function PickedQuantityInput({ label, value, onChange, error, onEnter }: PickedQuantityInputProps) {
  const { t } = useLingui();
  const shownText = value === null ? '' : String(value);
  const [text, setText] = useState(shownText);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(shownText);
  }

  const emit = (next: number | null, nextText = next === null ? '' : String(next)) => {
    setShownValue(next);
    setText(nextText);
    if (next !== value) onChange(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = sanitizeNumberText(event.currentTarget.value, rules.min);
    if (typed === '') return emit(null);
    const typedValue = parseNumberText(typed);
    const next = normalizeNumber(typedValue, rules);
    emit(next, typedValue > rules.max ? String(next) : typed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const hasModifier = event.ctrlKey || event.metaKey || event.altKey;
    if (!isAcceptedNumberKey(event.key, rules.min, hasModifier)) event.preventDefault();
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      emit(stepNumber(value ?? 0, event.key === 'ArrowUp' ? 1 : -1, rules));
    }
    if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };

  const stepButton = (direction: 1 | -1) => (
    <IconButton
      size={touchSize}
      variant="subtle"
      label={direction === 1 ? t`Increase` : t`Decrease`}
      // From nothing picked, − and + start at 0 and 1.
      disabled={value !== null && !canStep(value, direction, rules)}
      onClick={() => emit(value === null ? Math.max(0, direction) : stepNumber(value, direction, rules))}
    >
      {direction === 1 ? '+' : '−'}
    </IconButton>
  );

  return (
    <TextInput
      label={<VisuallyHidden>{label}</VisuallyHidden>}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      error={error}
      data-picked-quantity=""
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={() => setText(shownText)}
      leftSection={stepButton(-1)}
      rightSection={stepButton(1)}
      leftSectionWidth={touchSize}
      rightSectionWidth={touchSize}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      miw={160}
      styles={{
        input: { minHeight: touchSize, textAlign: 'center', fontSize: 'var(--mantine-font-size-lg)' },
      }}
    />
  );
}
