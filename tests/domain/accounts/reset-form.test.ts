import { describe, expect, it } from 'vitest';
import { resetFormProblem, resetTokenSchema } from '../../../src/domain/accounts/password-reset.ts';

describe('the reset form (spec §5 Password reset)', () => {
  it("says 'Passwords are not equal' before the length", () => {
    expect(resetFormProblem('abc', 'abd')).toBe('Passwords are not equal');
  });
  it('refuses fewer than 7 characters with the spec’s wording', () => {
    expect(resetFormProblem('abcdef', 'abcdef')).toBe(
      'Error updating password, it might be too short (min 7 characters)',
    );
  });
  it('accepts 7 equal characters', () => {
    expect(resetFormProblem('abcdefg', 'abcdefg')).toBeNull();
  });
  it('reads a token only in the shape the server makes (43 base64url characters)', () => {
    expect(resetTokenSchema.safeParse('A'.repeat(43)).success).toBe(true);
    expect(resetTokenSchema.safeParse('A'.repeat(42)).success).toBe(false);
    expect(resetTokenSchema.safeParse(`${'A'.repeat(42)}=`).success).toBe(false);
  });
});
