import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../../../src/server/http/log-serializers.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { freshResetToken } from '../accounts/password-api.ts';

/** A reset or welcome link followed in a browser must not be readable in the log. */
describe('the request log keeps no secret of a URL', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await makeTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs a followed reset link without its token', async () => {
    const token = await freshResetToken(t, 'lager');
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}&lang=nb` });
    await t.app.inject({ method: 'POST', url: '/api/no/ResetPasswordCheck', payload: { token } });
    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]&lang=nb');
    expect(log).not.toContain(token);
  });

  it('redacts every parameter named for a secret and keeps the rest', () => {
    expect(redactedUrl('/reset-password?token=abc')).toBe('/reset-password?token=[redacted]');
    expect(redactedUrl('/x?api_key=k1&page=2&Secret=s&code=9')).toBe(
      '/x?api_key=[redacted]&page=2&Secret=[redacted]&code=[redacted]',
    );
    expect(redactedUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactedUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=[redacted]&token');
    expect(redactedUrl('/app/orders')).toBe('/app/orders');
  });
});
