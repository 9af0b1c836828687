import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { statusCounts } from '../session/login-api.ts';
import {
  makeNewCustomerRequest,
  mailsTo,
  requestByEmail,
  rowCounts,
  submitFrom,
  type Answer,
} from './new-customer-api.ts';

describe('POST NewCustomer and GET NewCustomerContact (issue 16 item 4; spec §3 New-customer request)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('stores the request and queues a confirmation to the applicant and a notice to customer service', async () => {
    const body = makeNewCustomerRequest({
      invoiceAddress: { countryId: 'NOR', street: 'Postboks 12', postalCode: '0101', postPlace: 'Oslo' },
    });
    const answer = await submitFrom(t, '10.40.0.1', body);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ received: true, customerServiceEmail: 'kundeservice@example.no' });

    const stored = await requestByEmail(t, body.email);
    expect(stored).toMatchObject({
      marketId: 'no',
      status: 'new',
      language: 'en-US',
      companyName: 'Berg & Sønn Bakeri AS',
      countryId: 'NOR',
      postalCode: '0155',
      vatNumber: '912 345 678 MVA',
      rtisPerYear: 6000,
      clientAddress: '10.40.0.1',
      decidedAt: null,
      customerId: null,
    });
    expect(stored.agreementAcceptedAt).toBeInstanceOf(Date);
    expect(stored.invoiceAddress).toMatchObject({ street: 'Postboks 12', postalCode: '0101' });

    const [received] = await mailsTo(t, body.email, 'new-customer-received');
    expect(received).toMatchObject({
      customerId: null,
      createdBy: null,
      language: 'en-US',
      status: 'queued',
    });
    expect(received!.subject).toBe('We have received your request – Pallet Portal');
    expect(received!.body).toContain('Hello Nora Berg,');
    expect(received!.body).toContain('VAT number: 912 345 678 MVA');
    expect(received!.body).toContain('Invoice address: Postboks 12, 0101 Oslo, Norway');
    expect(received!.body).toContain('kundeservice@example.no');
    // Whatever the applicant typed is escaped in the HTML part.
    expect(received!.htmlBody).toContain('Berg &amp; Sønn Bakeri AS');
    expect(received!.htmlBody).not.toContain('Berg & Sønn');

    const [notice] = await mailsTo(t, 'kundeservice@example.no', 'new-customer-notice');
    expect(notice).toMatchObject({ customerId: null, language: 'nb-NO', status: 'queued' });
    expect(notice!.subject).toBe('Ny kundeforespørsel: Berg & Sønn Bakeri AS');
    expect(notice!.body).toContain('Administrasjon → Nye kunder');
    expect(notice!.body).toContain('Kontaktperson: Nora Berg');
    expect(notice!.body).toContain('E-post: nora.berg@bergbakeri.example.com');
    expect(notice!.body).toContain('Språk: Engelsk');
    expect(notice!.htmlBody).toContain('<table');
  });

  it('writes the confirmation in the language the applicant used', async () => {
    const body = makeNewCustomerRequest({ email: 'anna@lagret.example.se', language: 'sv-SE' });
    expect((await submitFrom(t, '10.40.0.2', body)).status).toBe(200);
    const [received] = await mailsTo(t, body.email, 'new-customer-received');
    expect(received).toMatchObject({
      language: 'sv-SE',
      subject: 'Vi har tagit emot din förfrågan – Pallet Portal',
    });
    expect(received!.body).toContain('Företagsnamn: Berg & Sønn Bakeri AS');
  });

  const refusals: [string, Record<string, unknown>, string, string?][] = [
    ['a missing company name', { companyName: undefined }, 'companyName'],
    ['a bad e-mail address', { email: 'nora.berg@' }, 'email'],
    [
      'a Swedish VAT number for a Norwegian address',
      { vatNumber: 'SE 556677889901' },
      'vatNumber',
      'InvalidVatNumber',
    ],
    [
      'a post code that does not fit Norway',
      { address: { countryId: 'NOR', street: 'Storgata 1', postalCode: '01550', postPlace: 'Oslo' } },
      'address.postalCode',
      'PostCodeNotInCountry',
    ],
    [
      'letters in a Norwegian post code',
      { address: { countryId: 'NOR', street: 'Storgata 1', postalCode: 'AB12', postPlace: 'Oslo' } },
      'address.postalCode',
      'PostCodeNotInCountry',
    ],
    [
      'an invoice post code that does not fit its country',
      { invoiceAddress: { countryId: 'SVE', street: 'Box 1', postalCode: '1234', postPlace: 'Stockholm' } },
      'invoiceAddress.postalCode',
      'PostCodeNotInCountry',
    ],
    ['an agreement not accepted', { acceptAgreement: false }, 'acceptAgreement', 'AgreementRequired'],
  ];
  it.each(refusals)(
    'refuses %s with 400 naming the field, storing and sending nothing',
    async (_, change, field, code) => {
      const before = await rowCounts(t);
      const answer = await submitFrom(t, '10.41.0.1', { ...makeNewCustomerRequest(), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.data?.issues?.map((issue) => issue.field)).toContain(field);
      if (code) expect(answer.body.error?.code).toBe(code);
      expect(await rowCounts(t)).toEqual(before);
    },
  );

  it('accepts a Swedish post code with or without its space, with a Swedish VAT number', async () => {
    const body = makeNewCustomerRequest({
      email: 'erik@varberg.example.se',
      address: { countryId: 'SVE', street: 'Hamngatan 3', postalCode: '432 44', postPlace: 'Varberg' },
      vatNumber: 'SE 556677889901',
    });
    expect((await submitFrom(t, '10.40.0.3', body)).status).toBe(200);
  });

  it('answers a filled honeypot exactly like a success, and stores, counts and sends nothing', async () => {
    const before = await rowCounts(t);
    const attemptsBefore = await t.app.db.selectFrom('accountRequestAttempts').select('id').execute();
    const answer = await submitFrom(t, '10.42.0.1', {
      ...makeNewCustomerRequest(),
      website: 'http://spam.example',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { received: true, customerServiceEmail: 'kundeservice@example.no' },
    });
    expect(await rowCounts(t)).toEqual(before);
    expect(await t.app.db.selectFrom('accountRequestAttempts').select('id').execute()).toHaveLength(
      attemptsBefore.length,
    );
  });

  it('takes 5 requests an hour from one address, then answers 429 TooManyRequests', async () => {
    for (let index = 0; index < 5; index += 1) {
      const body = makeNewCustomerRequest({ email: `limit-${index}@example.com` });
      expect((await submitFrom(t, '10.43.0.1', body)).status).toBe(200);
    }
    const before = await rowCounts(t);
    const refused = await submitFrom(
      t,
      '10.43.0.1',
      makeNewCustomerRequest({ email: 'limit-6@example.com' }),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('TooManyRequests');
    expect(await rowCounts(t)).toEqual(before);
    // Another address is not held back by it.
    expect(
      (await submitFrom(t, '10.43.0.2', makeNewCustomerRequest({ email: 'other@example.com' }))).status,
    ).toBe(200);
  });

  it('keeps the limit when 12 requests from one address arrive at once', async () => {
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        submitFrom(t, '10.44.0.1', makeNewCustomerRequest({ email: `burst-${index}@example.com` })),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 200: 5, 429: 7 });
    const stored = await t.app.db
      .selectFrom('newCustomerRequests')
      .select('id')
      .where('clientAddress', '=', '10.44.0.1')
      .execute();
    expect(stored).toHaveLength(5);
  });

  it('names the market’s customer-service address to anyone (GET NewCustomerContact)', async () => {
    const no = await t.callAs<{ customerServiceEmail: string }>(null, 'GET', 'NewCustomerContact');
    expect(no.status).toBe(200);
    expect(no.body.data).toEqual({ customerServiceEmail: 'kundeservice@example.no' });
    const se = await t.callAs(null, 'GET', 'NewCustomerContact', { market: 'se' });
    expect(se.body.data).toEqual({ customerServiceEmail: 'kundeservice@example.se' });
  });
});
