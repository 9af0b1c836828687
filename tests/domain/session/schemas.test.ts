import { describe, expect, it } from 'vitest';
import { actionsRequestSchema } from '../../../src/domain/session/actions.ts';
import { loginRequestSchema } from '../../../src/domain/session/login.ts';
import { passwordChangeSchema } from '../../../src/domain/session/passwords.ts';
import { profileSchema } from '../../../src/domain/session/profile.ts';

describe('session payloads (spec §5, §7)', () => {
  it('requires a login name and a password', () => {
    expect(loginRequestSchema.safeParse({ userLoginName: ' ', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ userLoginName: 'lager', password: '' }).success).toBe(false);
    expect(loginRequestSchema.parse({ userLoginName: ' lager ', password: 'x' }).userLoginName).toBe('lager');
  });

  it('takes actions as names or objects and keeps their order', () => {
    expect(actionsRequestSchema.parse(['TruckTypes', 'Status'])).toEqual(['TruckTypes', 'Status']);
    expect(actionsRequestSchema.parse({ actions: [{ name: 'Preload' }, 'Status'] })).toEqual([
      'Preload',
      'Status',
    ]);
    expect(actionsRequestSchema.safeParse(['Status', 'Nonsense']).success).toBe(false);
    expect(actionsRequestSchema.safeParse([]).success).toBe(false);
  });

  it('requires phone and a valid e-mail in the profile (spec §5)', () => {
    const profile = {
      userId: 1,
      name: 'Kari',
      phone: '+47 22 00 00 00',
      email: 'kari@example.no',
      language: 'nb-NO',
    };
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, phone: '' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, email: 'kari' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, language: 'de-DE' }).success).toBe(false);
  });

  it('refuses a new password under 7 characters with the spec message', () => {
    const result = passwordChangeSchema.safeParse({
      userId: 1,
      oldPassword: 'old-one',
      newPassword: 'short',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Error updating password, it might be too short (min 7 characters)',
    );
  });
});
