/** The weekday picker offers Monday to Friday, 5 days (spec §9), as ISO weekday numbers. */
export const workWeekdays = [1, 2, 3, 4, 5] as const;
export type Weekday = (typeof workWeekdays)[number];

/** Keeps the chosen days in week order, each once. */
export function sortWeekdays(days: Iterable<Weekday>): Weekday[] {
  const chosen = new Set(days);
  return workWeekdays.filter((day) => chosen.has(day));
}
