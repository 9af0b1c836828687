import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glnReasons, glnWithCheckDigit, type GlnCheck } from '../../../src/domain/shared/gln.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('GET GLNValidate (spec §5, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  const validate = (gln: string) => t.callAs<GlnCheck>('butikk', 'GET', 'GLNValidate', { query: { gln } });

  it('accepts 13 digits with a matching GS1 check digit', async () => {
    const answer = await validate('4012345000009');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ok: true, reason: '' });
    expect((await validate(glnWithCheckDigit('735000000123'))).body.data?.ok).toBe(true);
  });

  it('answers not ok with the reason for a wrong check digit', async () => {
    expect((await validate('4012345000008')).body.data).toEqual({ ok: false, reason: glnReasons.checkDigit });
  });

  it('answers not ok with the reason when there are not 13 digits', async () => {
    expect((await validate('401234500000')).body.data).toEqual({ ok: false, reason: glnReasons.length });
    expect((await validate('40123450000A9')).body.data).toEqual({ ok: false, reason: glnReasons.digits });
  });

  it('refuses a missing gln with 400 naming the field', async () => {
    const answer = await t.callAs('butikk', 'GET', 'GLNValidate');
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('gln');
  });

  it('needs a session', async () => {
    expect((await t.callAs(null, 'GET', 'GLNValidate', { query: { gln: '4012345000009' } })).status).toBe(
      401,
    );
  });
});
