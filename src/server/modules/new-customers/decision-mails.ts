import { mailBrand, renderMail } from '../email/mail-layout.ts';
import type { QueuedMail } from '../email/queue-mail.ts';
import { decisionMailTexts } from './decision-mail-texts.ts';
import type { NewCustomerDetails } from './request-details.ts';

const minutesPerDay = 24 * 60;

export interface WelcomeMailInput {
  marketId: string;
  customerId: number;
  details: NewCustomerDetails;
  loginName: string;
  link: { url: string; expiresInMinutes: number };
  approvedBy: number;
}

/** The welcome to an approved customer's first user: the login name and the set-password link. */
export function welcomeMail(input: WelcomeMailInput): QueuedMail {
  const { marketId, details } = input;
  const texts = decisionMailTexts[details.language].welcome;
  const brand = mailBrand(marketId).name;
  const mail = renderMail(marketId, {
    subject: texts.subject(brand),
    greeting: texts.greeting(details.contactPerson),
    paragraphs: [texts.approved(details.companyName, brand), texts.setPassword],
    facts: [
      [texts.company, details.companyName],
      [texts.loginName, input.loginName],
    ],
    action: { label: texts.action, url: input.link.url },
    after: [texts.validity(Math.round(input.link.expiresInMinutes / minutesPerDay)), texts.gdpr],
  });
  return {
    ...mail,
    marketId,
    customerId: input.customerId,
    to: details.email,
    kind: 'welcome',
    language: details.language,
    createdBy: input.approvedBy,
  };
}

export interface RejectedMailInput {
  marketId: string;
  details: NewCustomerDetails;
  reason: string;
  customerServiceEmail: string;
  rejectedBy: number;
}

/** The applicant is told the request was rejected, and why. */
export function rejectedMail(input: RejectedMailInput): QueuedMail {
  const { marketId, details } = input;
  const texts = decisionMailTexts[details.language].rejected;
  const mail = renderMail(marketId, {
    subject: texts.subject(mailBrand(marketId).name),
    greeting: texts.greeting(details.contactPerson),
    paragraphs: [texts.decision(details.companyName)],
    facts: [[texts.reason, input.reason]],
    after: input.customerServiceEmail ? [texts.questions(input.customerServiceEmail)] : [],
  });
  return {
    ...mail,
    marketId,
    customerId: null,
    to: details.email,
    kind: 'new-customer-rejected',
    language: details.language,
    createdBy: input.rejectedBy,
  };
}
