import type { Locale } from '../../../domain/shared/locales.ts';
import { mailBrand, renderMail } from '../email/mail-layout.ts';
import type { QueuedMail } from '../email/queue-mail.ts';
import type { NewCustomerDetails } from './request-details.ts';
import { requestFacts } from './request-facts.ts';
import { requestMailTexts } from './request-mail-texts.ts';

/** The applicant's confirmation, in the language they used, listing what they sent. */
export function receivedMail(
  marketId: string,
  details: NewCustomerDetails,
  customerServiceEmail: string,
): QueuedMail {
  const locale = details.language;
  const texts = requestMailTexts[locale].received;
  const brand = mailBrand(marketId).name;
  const mail = renderMail(marketId, {
    subject: texts.subject(brand),
    greeting: texts.greeting(details.contactPerson),
    paragraphs: [texts.thanks(details.companyName, brand), texts.whatNext],
    facts: requestFacts(details, locale),
    after: customerServiceEmail ? [texts.questions(customerServiceEmail)] : [],
  });
  return {
    ...mail,
    marketId,
    customerId: null,
    to: details.email,
    kind: 'new-customer-received',
    language: locale,
    createdBy: null,
  };
}

/** The notice to the market's customer service, in the market's language, with every field. */
export function noticeMail(
  marketId: string,
  details: NewCustomerDetails,
  to: string,
  locale: Locale,
): QueuedMail {
  const texts = requestMailTexts[locale].notice;
  const mail = renderMail(marketId, {
    subject: texts.subject(details.companyName),
    greeting: texts.greeting,
    paragraphs: [texts.intro(details.companyName), texts.review],
    facts: requestFacts(details, locale),
  });
  return {
    ...mail,
    marketId,
    customerId: null,
    to,
    kind: 'new-customer-notice',
    language: locale,
    createdBy: null,
  };
}
