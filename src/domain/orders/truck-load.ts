/** A truck type's places (spec §3): tpuCount stack places per deck, qtyHeight stacks high, a second deck. */
export interface TruckCapacity {
  qtyHeight: number;
  qtyHeight2: number;
  tpuCount: number;
  tpuCount2: number;
}

export interface LoadLine {
  quantity: number;
  /** How many empty carriers make one stack, the unit a truck place holds. */
  tpuPerStack: number;
}

/** How many stacks (TPU) a truck carries when full. */
export function truckCapacity(truck: TruckCapacity): number {
  return truck.tpuCount * truck.qtyHeight + truck.tpuCount2 * truck.qtyHeight2;
}

/** Stacks the lines take: each line in whole stacks, a started stack takes a place. */
export function loadStacks(lines: readonly LoadLine[]): number {
  return lines.reduce((sum, line) => sum + Math.ceil(line.quantity / Math.max(1, line.tpuPerStack)), 0);
}

/** The fill degree of a truck (1 = full); over 1 the load does not fit and the visual turns red (spec §3). */
export function truckFill(truck: TruckCapacity, lines: readonly LoadLine[]): number {
  const capacity = truckCapacity(truck);
  return capacity > 0 ? loadStacks(lines) / capacity : 0;
}

export const isOverfilled = (fill: number) => fill > 1;

/** The fill as a percent with one decimal, '87.5' (spec §7 ScheduleOrderFill, §9). */
export const fillPercent = (fill: number) => Math.round(fill * 1000) / 10;
