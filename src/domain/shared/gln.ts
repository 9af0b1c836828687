import { z } from 'zod';

/** A GLN (GS1 Global Location Number) has exactly 13 digits (spec §5, §9). */
export const glnLength = 13;

/** Why a GLN fails, in the words GET GLNValidate answers; the app shows a translated label per reason. */
export const glnReasons = {
  length: `A GLN has exactly ${glnLength} digits`,
  digits: 'A GLN has only digits',
  checkDigit: 'The check digit does not match',
} as const;
export type GlnReason = keyof typeof glnReasons;

/** GS1 mod-10: from the right, digits are weighted 3, 1, 3, …; the check digit tops the sum up to ten. */
export function glnCheckDigit(body: string): number {
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** Builds a 13-digit GLN from its first 12 digits by adding the check digit (demo location numbers). */
export function glnWithCheckDigit(body: string): string {
  if (!/^\d{12}$/.test(body)) throw new Error(`A GLN body has 12 digits, got '${body}'`);
  return `${body}${glnCheckDigit(body)}`;
}

export const glnCheckSchema = z.object({ ok: z.boolean(), reason: z.string() });
export type GlnCheck = z.infer<typeof glnCheckSchema>;

/** The answer of GET GLNValidate: `reason` is empty when the GLN is valid. */
export function checkGln(gln: string): GlnCheck {
  if (!/^\d*$/.test(gln)) return { ok: false, reason: glnReasons.digits };
  if (gln.length !== glnLength) return { ok: false, reason: glnReasons.length };
  const expected = glnCheckDigit(gln.slice(0, -1));
  if (Number(gln.at(-1)) !== expected) return { ok: false, reason: glnReasons.checkDigit };
  return { ok: true, reason: '' };
}

/** The reason key of a server answer, when it is one of ours (so the app can translate it). */
export function glnReasonOf(reason: string): GlnReason | null {
  const entry = Object.entries(glnReasons).find(([, text]) => text === reason);
  return entry ? (entry[0] as GlnReason) : null;
}

/** Input keeps only digits and at most 13 of them (spec §5: numeric input only). */
export function sanitizeGlnInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, glnLength);
}

export const glnValidateQuerySchema = z.object({ gln: z.string().max(64) });
