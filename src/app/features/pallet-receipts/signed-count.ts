/** A difference as a counter reads it: +2, -3, 0; a dash when there is nothing to compare. */
export function signedCount(difference: number | null): string {
  if (difference === null) return '\u2013';
  return difference > 0 ? `+${String(difference)}` : String(difference);
}
