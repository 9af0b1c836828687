/** Ids of grid rows; selection reports them as the rows carry them. */
export type RowId = string | number;

/** Any row the grid shows: it needs an id for selection, expansion and React keys. */
export interface GridRow {
  id: RowId;
}
