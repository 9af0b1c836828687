import type { Locale } from '../../../domain/shared/locales.ts';
import { decisionMailTexts } from '../new-customers/decision-mail-texts.ts';

/**
 * The welcome to a user an admin created (issue 17 item 3). The set-password sentence, labels, button,
 * validity and GDPR lines are the approved customer's welcome (decision-mail-texts.ts); only the
 * sentence saying why the mail came differs: this user joins a company that is already a customer.
 */
export interface UserWelcomeMailTexts {
  subject: (brand: string) => string;
  greeting: (name: string) => string;
  created: (company: string, brand: string) => string;
  setPassword: string;
  loginName: string;
  company: string;
  action: string;
  validity: (days: number) => string;
  gdpr: string;
}

const createdSentence: Record<Locale, (company: string, brand: string) => string> = {
  'nb-NO': (company, brand) => `Det er opprettet en bruker til deg for ${company} i ${brand}.`,
  'sv-SE': (company, brand) => `En användare har skapats åt dig för ${company} i ${brand}.`,
  'da-DK': (company, brand) => `Der er oprettet en bruger til dig for ${company} i ${brand}.`,
  // The brand is not inflected in Finnish: the sentence does without it, as the approval's does.
  'fi-FI': (company) => `Sinulle on luotu käyttäjätunnus yritykselle ${company}.`,
  'en-US': (company, brand) => `A user has been created for you at ${company} in ${brand}.`,
};

export function userWelcomeMailTexts(locale: Locale): UserWelcomeMailTexts {
  const { approved: _approved, ...shared } = decisionMailTexts[locale].welcome;
  return { ...shared, created: createdSentence[locale] };
}
