import { afterEach, describe, expect, it } from 'vitest';
import { newCustomerRequestSchema } from '../../../../src/domain/accounts/new-customer.ts';
import {
  clearDraft,
  emptyDraft,
  loadDraft,
  saveDraft,
  toNewCustomerRequest,
  type NewCustomerDraft,
} from '../../../../src/app/features/accounts/new-customer-draft.ts';
import { fieldProblemsOf } from '../../../../src/app/features/accounts/new-customer-problems.ts';

const filled: NewCustomerDraft = {
  ...emptyDraft,
  companyName: 'Fjordlager AS',
  vatNumber: 'NO 987 654 321 MVA',
  address: { countryId: 'NOR', street: 'Kaigata 1', postalCode: '0150', postPlace: 'OSLO' },
  contactPerson: 'Ola Fjordmann',
  email: 'ola@fjordlager.example.no',
  phone: '+47 912 34 567',
  industry: 'Seafood',
  need: 'EUR pallets weekly',
  openingHours: '07–15',
  rtisPerYear: '2 400',
  acceptAgreement: true,
};

describe('the new-customer form keeps what was typed (issue 16 item 4)', () => {
  afterEach(() => clearDraft());

  it('gives back a saved draft after a reload, and an empty one once cleared', () => {
    saveDraft(filled);
    expect(loadDraft()).toEqual(filled);
    clearDraft();
    expect(loadDraft()).toEqual(emptyDraft);
  });

  it('ignores what it cannot read: a broken or foreign draft starts the form empty', () => {
    sessionStorage.setItem('new-customer-draft', '{not json');
    expect(loadDraft()).toEqual(emptyDraft);
    sessionStorage.setItem(
      'new-customer-draft',
      JSON.stringify({ companyName: 7, address: { countryId: 'USA' } }),
    );
    expect(loadDraft()).toEqual(emptyDraft);
  });
});

describe('the request the form sends (spec §3 New-customer request)', () => {
  it('passes the shared schema, in the UI language, with no invoice address unless asked for', () => {
    const request = toNewCustomerRequest(filled, 'en-US', '');
    const checked = newCustomerRequestSchema.parse(request);
    expect(checked).toMatchObject({ rtisPerYear: 2400, invoiceAddress: null, language: 'en-US' });
  });

  it('names each missing field with its own message, the agreement included', () => {
    const request = toNewCustomerRequest({ ...emptyDraft, address: filled.address }, 'nb-NO', '');
    const result = newCustomerRequestSchema.safeParse(request);
    expect(result.success).toBe(false);
    const problems = fieldProblemsOf(result.success ? [] : result.error.issues);
    expect(Object.keys(problems)).toEqual(
      expect.arrayContaining([
        'companyName',
        'contactPerson',
        'email',
        'phone',
        'vatNumber',
        'industry',
        'need',
        'openingHours',
        'rtisPerYear',
        'acceptAgreement',
      ]),
    );
    expect(problems.acceptAgreement?.message).toBe('The customer agreement must be accepted');
  });

  it("checks the VAT number against the address's country", () => {
    const request = toNewCustomerRequest({ ...filled, vatNumber: 'SE 556677889901' }, 'nb-NO', '');
    const result = newCustomerRequestSchema.safeParse(request);
    const problems = fieldProblemsOf(result.success ? [] : result.error.issues);
    expect(problems.vatNumber?.message).toBe(
      'The VAT number does not match the format of the chosen country',
    );
  });
});
