/** A difference as the dock reads it: +2, -3, 0; a dash when nothing is registered yet. */
export function signedDifference(difference: number | null): string {
  if (difference === null) return '\u2013';
  return difference > 0 ? `+${String(difference)}` : String(difference);
}
