import { describe, expect, it } from 'vitest';
import { locales } from '../../../src/domain/shared/locales.ts';
import { rejectedMail, welcomeMail } from '../../../src/server/modules/new-customers/decision-mails.ts';
import { noticeMail, receivedMail } from '../../../src/server/modules/new-customers/request-mails.ts';
import { makeNewCustomerRequest } from './new-customer-api.ts';

const details = (language: (typeof locales)[number]) => {
  const { acceptAgreement: _accept, website: _website, ...rest } = makeNewCustomerRequest({ language });
  return { ...rest, invoiceAddress: null, invoiceEmail: '', invoiceReference: '' };
};

describe('the new-customer mails in every language (issue 16 item 7)', () => {
  it.each(locales)('renders every mail in %s, text and HTML, with no gaps', (locale) => {
    const request = details(locale);
    const mails = [
      receivedMail('no', request, 'kundeservice@example.no'),
      noticeMail('no', request, 'kundeservice@example.no', locale),
      welcomeMail({
        marketId: 'no',
        customerId: 1,
        details: request,
        loginName: request.email,
        link: { url: 'http://localhost/reset-password?token=x', expiresInMinutes: 7 * 24 * 60 },
        approvedBy: 1,
      }),
      rejectedMail({
        marketId: 'no',
        details: request,
        reason: 'Outside our area',
        customerServiceEmail: 'kundeservice@example.no',
        rejectedBy: 1,
      }),
    ];
    for (const mail of mails) {
      expect(mail.language).toBe(locale);
      expect(mail.subject).not.toMatch(/undefined|\[object/);
      expect(mail.text).not.toMatch(/undefined|\[object/);
      expect(mail.html).toContain('Pallet Portal');
      expect(mail.text).toContain('Nora Berg');
    }
    // Optional fields left empty are left out of the list; the invoice address says it is the same.
    expect(mails[0]!.text.split('\n').filter((line) => /: $/.test(line))).toEqual([]);
    expect(mails[2]!.text).toContain('7');
  });

  it('signs the washing-service variant’s mail with its own brand', () => {
    expect(receivedMail('swa', details('nb-NO'), '').subject).toContain('Pallet Wash');
  });
});
