import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

describe('configuration from the environment (issue 2)', () => {
  it('defaults to port 8080 and PGlite in .data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/\.data$/);
    expect(config.jobs).toBe(true);
    expect(loadConfig({ JOBS: 'off' }).jobs).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set, with an optional read replica', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/portal',
      READ_DATABASE_URL: 'postgres://u@replica:5432/portal',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/portal',
      readUrl: 'postgres://u@replica:5432/portal',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/portal'],
    ['LOG_LEVEL', 'loud'],
    ['SESSION_TTL_HOURS', '0'],
    ['JOBS', 'maybe'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', 'Pallet Portal'],
    ['MAIL_FROM', 'Pallet Portal <no-reply>'],
  ])('stops the start on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('sends no e-mail without SMTP_URL, and sends from MAIL_FROM or the portal’s no-reply address', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'Pallet Portal <no-reply@localhost>' });
    expect(
      loadConfig({ SMTP_URL: 'smtp://portal:s3cret@mail.example.com:587', MAIL_FROM: 'paller@example.no' })
        .mail,
    ).toEqual({ smtpUrl: 'smtp://portal:s3cret@mail.example.com:587', from: 'paller@example.no' });
    expect(
      loadConfig({ SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'Paller AS <paller@example.no>' }).mail,
    ).toEqual({ smtpUrl: 'smtps://mail.example.com', from: 'Paller AS <paller@example.no>' });
  });

  it('never repeats a URL’s password in the start-up error', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtpx://portal:s3cret@mail.example.com' })).toThrow(
      /SMTP_URL: .*smtpx:\/\/portal:\*\*\*@mail\.example\.com/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtpx://portal:s3cret@mail.example.com' })).not.toThrow(/s3cret/);
  });
});
