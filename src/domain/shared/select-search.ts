/** Select search (spec §5): starts from a minimum character count and matches text and value. */
export const defaultSearchMinChars = 1;

export interface SearchableOption {
  value: string;
  label: string;
}

/** Below the minimum the search has not started and every option shows. */
export function isSearchActive(search: string, minChars = defaultSearchMinChars): boolean {
  return search.trim().length >= Math.max(1, minChars);
}

/** Case-insensitive match of the search in the option's text or its value. */
export function matchesSearch(option: SearchableOption, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return (
    option.label.toLocaleLowerCase().includes(needle) || option.value.toLocaleLowerCase().includes(needle)
  );
}

/** Page-up and page-down in dropdowns jump 6 items (spec §9). */
export const dropdownPageSize = 6;

/** The index a page jump lands on: six further, stopping at the first or last option. */
export function pageJumpIndex(current: number, direction: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const from = current < 0 ? (direction === 1 ? -1 : count) : current;
  return Math.min(count - 1, Math.max(0, from + direction * dropdownPageSize));
}
