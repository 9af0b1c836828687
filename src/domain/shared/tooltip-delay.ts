/** A tooltip shows 100 ms after the pointer or focus arrives and hides 100 ms after it leaves (spec §9). */
export const tooltipDelayMs = 100;
