/** Rules of the number input (spec §5, §9): default min 0, max unlimited, step 1. */
export interface NumberRules {
  min: number;
  max: number;
  step: number;
  /** Subtracted from max: the value is capped at max minus maxExtra. */
  maxExtra: number;
}

export const defaultNumberRules: NumberRules = { min: 0, max: Infinity, step: 1, maxExtra: 0 };

export function numberRules(overrides: Partial<NumberRules> = {}): NumberRules {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  const rules = { ...defaultNumberRules, ...Object.fromEntries(defined) } as NumberRules;
  if (!(rules.step > 0)) throw new Error(`The step must be positive, got ${rules.step}`);
  return rules;
}

function roundDownToStep(value: number, step: number): number {
  // The small epsilon keeps 0.3 / 0.1 from landing on 2.9999… and rounding down a whole step.
  return Number((Math.floor(value / step + 1e-9) * step).toPrecision(12));
}

/** Caps at max minus the extra, rounds down to the step grid, then lifts to min. */
export function normalizeNumber(value: number, rules: NumberRules): number {
  const finite = Number.isFinite(value) ? value : 0;
  const capped = Math.min(finite, rules.max - rules.maxExtra);
  return Math.max(rules.min, roundDownToStep(capped, rules.step));
}

/** Typed text as a number: empty (or a lone minus) counts as 0. */
export function parseNumberText(text: string): number {
  const value = Number(text);
  return text.trim() === '' || text === '-' || Number.isNaN(value) ? 0 : value;
}

/** Keeps digits, and a leading minus when min is below 0 (pasted text goes through this too). */
export function sanitizeNumberText(text: string, min: number): string {
  const isNegative = min < 0 && text.trimStart().startsWith('-');
  return `${isNegative ? '-' : ''}${text.replace(/\D/g, '')}`;
}

const editingKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Tab',
  'Backspace',
  'Delete',
]);

/**
 * Whether a key may reach the field: digits, arrows, tab, backspace and delete, plus minus when min is
 * below 0. Keys that type nothing (Enter, Escape, Home, modifier shortcuts) are not characters and pass.
 */
export function isAcceptedNumberKey(key: string, min: number, hasModifier = false): boolean {
  if (hasModifier || editingKeys.has(key)) return true;
  if (/^\d$/.test(key)) return true;
  if (key === '-') return min < 0;
  return key.length > 1 && key !== 'Spacebar';
}

/** One step up or down from the current value, within the bounds (spec §5: arrows and buttons). */
export function stepNumber(value: number, direction: 1 | -1, rules: NumberRules): number {
  return normalizeNumber(normalizeNumber(value, rules) + direction * rules.step, rules);
}

export function canStep(value: number, direction: 1 | -1, rules: NumberRules): boolean {
  return stepNumber(value, direction, rules) !== normalizeNumber(value, rules);
}

/** The warning highlight shows at or above the threshold. */
export function isAtWarning(value: number, warnAt: number | undefined): boolean {
  return warnAt !== undefined && value >= warnAt;
}
