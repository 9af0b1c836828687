import { useLingui } from '@lingui/react/macro';
import {
  isOptionsGroup,
  Select,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import type { KeyboardEvent } from 'react';
import {
  defaultSearchMinChars,
  isSearchActive,
  matchesSearch,
  pageJumpIndex,
} from '../../../domain/shared/select-search.ts';

/** Spec §9 gives the default select height as 72 units of 4 px. */
const defaultMaxDropdownHeight = 288;

export interface SearchSelectProps extends Omit<SelectProps, 'searchable' | 'filter' | 'onChange' | 'value'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The search starts from this many characters (default 1); below it every option shows. */
  minChars?: number;
}

/** Moves the highlighted option six places by replaying arrow keys, so Mantine's own navigation runs. */
function jumpPage(event: KeyboardEvent<HTMLInputElement>, direction: 1 | -1) {
  const input = event.currentTarget;
  const listId = input.getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  event.preventDefault();
  const options = [...list.querySelectorAll('[data-combobox-option]')];
  const current = options.findIndex((option) => option.hasAttribute('data-combobox-selected'));
  const from = current < 0 ? (direction === 1 ? -1 : options.length) : current;
  const steps = Math.abs(pageJumpIndex(current, direction, options.length) - from);
  const code = direction === 1 ? 'ArrowDown' : 'ArrowUp';
  for (let step = 0; step < steps; step++) {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: code, code, bubbles: true, cancelable: true }));
  }
}

/** The searchable select of spec §5 and §9: text and value match, page keys jump 6 items. */
export function SearchSelect({
  value,
  onChange,
  minChars = defaultSearchMinChars,
  maxDropdownHeight = defaultMaxDropdownHeight,
  onKeyDown,
  ...props
}: SearchSelectProps) {
  const { t } = useLingui();
  const matches = (item: ComboboxItem, search: string) => matchesSearch(item, search);
  const filter: OptionsFilter = ({ options, search }) => {
    if (!isSearchActive(search, minChars)) return options;
    return options.flatMap((entry): ComboboxParsedItem[] => {
      if (!isOptionsGroup(entry)) return matches(entry, search) ? [entry] : [];
      const items = entry.items.filter((item) => matches(item, search));
      return items.length > 0 ? [{ ...entry, items }] : [];
    });
  };

  return (
    <Select
      nothingFoundMessage={t`Nothing found`}
      {...props}
      searchable
      value={value}
      onChange={(next) => onChange(next)}
      filter={filter}
      maxDropdownHeight={maxDropdownHeight}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'PageDown') jumpPage(event, 1);
        if (event.key === 'PageUp') jumpPage(event, -1);
      }}
    />
  );
}
