import { isLocale } from '../../../domain/shared/language-resolution.ts';
import { fallbackLocale } from '../../../domain/shared/locales.ts';
import { mailBrand, renderMail } from '../email/mail-layout.ts';
import type { QueuedMail } from '../email/queue-mail.ts';
import { userWelcomeMailTexts } from './welcome-mail-texts.ts';

const minutesPerDay = 24 * 60;

export interface UserWelcomeMailInput {
  marketId: string;
  customerId: number;
  companyName: string;
  user: { name: string; loginName: string; email: string; language: string };
  link: { url: string; expiresInMinutes: number };
  createdBy: number;
}

/** The welcome to a new user, in their language: the login name and the set-password link. */
export function userWelcomeMail(input: UserWelcomeMailInput): QueuedMail {
  const { marketId, user } = input;
  const language = isLocale(user.language) ? user.language : fallbackLocale;
  const texts = userWelcomeMailTexts(language);
  const brand = mailBrand(marketId).name;
  const mail = renderMail(marketId, {
    subject: texts.subject(brand),
    greeting: texts.greeting(user.name),
    paragraphs: [texts.created(input.companyName, brand), texts.setPassword],
    facts: [
      [texts.company, input.companyName],
      [texts.loginName, user.loginName],
    ],
    action: { label: texts.action, url: input.link.url },
    after: [texts.validity(Math.round(input.link.expiresInMinutes / minutesPerDay)), texts.gdpr],
  });
  return {
    ...mail,
    marketId,
    customerId: input.customerId,
    to: user.email,
    kind: 'welcome',
    language,
    createdBy: input.createdBy,
  };
}
