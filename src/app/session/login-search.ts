import { parseReturnUrlSearch } from '../../domain/shared/return-url-search.ts';

export interface LoginSearch {
  returnUrl?: string;
  /** Filled in after a password reset (issue 16 item 2). */
  loginName?: string;
  /** Shows that the password was just changed. */
  passwordChanged?: true;
}

/** The login page's search: returnUrl, and after a reset the login name and the notice. No zod: /login's budget. */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const { loginName, passwordChanged } = search;
  return {
    ...parseReturnUrlSearch(search),
    ...(typeof loginName === 'string' && loginName.length <= 100 ? { loginName } : {}),
    ...(passwordChanged === true || passwordChanged === 'true' ? { passwordChanged: true as const } : {}),
  };
}
