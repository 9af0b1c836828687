export interface SortIconProps {
  direction: 'asc' | 'desc' | false;
}

/** The sort-direction icon of a header (spec §2): an arrow up, an arrow down, or both when unsorted. */
export function SortIcon({ direction }: SortIconProps) {
  return (
    <svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true" data-sort-icon={direction || 'none'}>
      <path d="M6 1L2 5h8z" fill="currentColor" opacity={direction === 'desc' ? 0.25 : 1} />
      <path d="M6 13l4-4H2z" fill="currentColor" opacity={direction === 'asc' ? 0.25 : 1} />
    </svg>
  );
}
