import { describe, expect, it } from 'vitest';
import { parseLoginSearch } from '../../../../src/app/session/login-search.ts';

describe('the login page after a password reset (issue 16 item 2)', () => {
  it('fills in the login name and shows the notice', () => {
    expect(parseLoginSearch({ loginName: 'henrik.lie', passwordChanged: true })).toEqual({
      loginName: 'henrik.lie',
      passwordChanged: true,
    });
  });

  it('keeps a same-site returnUrl and drops anything else', () => {
    expect(parseLoginSearch({ returnUrl: '//evil.example', loginName: 5, passwordChanged: 'yes' })).toEqual(
      {},
    );
    expect(parseLoginSearch({ returnUrl: '/app/orders' })).toEqual({ returnUrl: '/app/orders' });
  });
});
