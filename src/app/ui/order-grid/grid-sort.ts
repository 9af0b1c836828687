/** The grid's controlled sort: the server sorts, the grid only shows and changes it (spec §2, §7). */
export interface GridSort {
  /** The id of the sorted column. */
  field: string;
  descending: boolean;
}

/** A click on a header sorts that column ascending first, then toggles its direction. */
export function nextSort(current: GridSort | null, field: string): GridSort {
  if (current?.field !== field) return { field, descending: false };
  return { field, descending: !current.descending };
}
