import { isLocale } from '../../domain/shared/language-resolution.ts';
import { fallbackLocale, type Locale } from '../../domain/shared/locales.ts';
import type { Session } from './session.ts';

/**
 * The language the session reads in (spec §1): its stored choice (POST Language, the profile), else the
 * login user's, else nb-NO. GET Status and GET Language answer it; reference names come in it.
 */
export function sessionLanguage(session: Session): Locale {
  const chosen = session.language ?? session.loginUser.language;
  return isLocale(chosen) ? chosen : fallbackLocale;
}
