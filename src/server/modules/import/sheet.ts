/** A read file before its rows are chosen: every row of the first sheet as cell texts. */
export type SheetRows = string[][];

/** 'Column A', 'Column B' … 'Column AA', as a spreadsheet names its columns. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}
