import type { NewCustomerRequestInput } from '../../../domain/accounts/new-customer.ts';
import { countryIds, type CountryId } from '../../../domain/shared/countries.ts';
import type { Locale } from '../../../domain/shared/locales.ts';

export interface AddressDraft {
  countryId: CountryId | null;
  street: string;
  postalCode: string;
  postPlace: string;
}

/** What the new-customer form holds while it is typed (spec §3 New-customer request). */
export interface NewCustomerDraft {
  companyName: string;
  vatNumber: string;
  address: AddressDraft;
  contactPerson: string;
  email: string;
  phone: string;
  hasInvoiceAddress: boolean;
  invoiceAddress: AddressDraft;
  invoiceEmail: string;
  invoiceReference: string;
  industry: string;
  need: string;
  openingHours: string;
  rtisPerYear: string;
  acceptAgreement: boolean;
}

const emptyAddress: AddressDraft = { countryId: null, street: '', postalCode: '', postPlace: '' };

export const emptyDraft: NewCustomerDraft = {
  companyName: '',
  vatNumber: '',
  address: emptyAddress,
  contactPerson: '',
  email: '',
  phone: '',
  hasInvoiceAddress: false,
  invoiceAddress: emptyAddress,
  invoiceEmail: '',
  invoiceReference: '',
  industry: '',
  need: '',
  openingHours: '',
  rtisPerYear: '',
  acceptAgreement: false,
};

/** The request the form sends; the honeypot goes as typed (a person leaves it empty). */
export function toNewCustomerRequest(
  draft: NewCustomerDraft,
  language: Locale,
  website: string,
): NewCustomerRequestInput {
  const { hasInvoiceAddress, invoiceAddress, rtisPerYear, acceptAgreement, ...fields } = draft;
  const digits = rtisPerYear.replace(/\s/g, '');
  return {
    ...fields,
    address: { ...draft.address, countryId: draft.address.countryId as CountryId },
    rtisPerYear: digits === '' ? (undefined as unknown as number) : Number(digits),
    invoiceAddress: hasInvoiceAddress
      ? { ...invoiceAddress, countryId: invoiceAddress.countryId as CountryId }
      : null,
    acceptAgreement: acceptAgreement as true,
    language,
    website,
  };
}

// A reload keeps what was typed (issue 16 item 4); the tab's own storage, so a shared computer forgets it.
const draftKey = 'new-customer-draft';

const isCountry = (value: unknown): value is CountryId =>
  typeof value === 'string' && (countryIds as readonly string[]).includes(value);

function addressFrom(value: unknown): AddressDraft {
  const stored = (value ?? {}) as Partial<Record<keyof AddressDraft, unknown>>;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    countryId: isCountry(stored.countryId) ? stored.countryId : null,
    street: text(stored.street),
    postalCode: text(stored.postalCode),
    postPlace: text(stored.postPlace),
  };
}

/** The kept draft, each field checked: what an older version kept never breaks the form. */
export function loadDraft(): NewCustomerDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(draftKey) ?? '{}') as Record<string, unknown>;
    const draft = { ...emptyDraft };
    for (const key of Object.keys(emptyDraft) as (keyof NewCustomerDraft)[]) {
      const value = stored[key];
      if (key === 'address' || key === 'invoiceAddress') draft[key] = addressFrom(value);
      else if (typeof value === typeof emptyDraft[key]) Object.assign(draft, { [key]: value });
    }
    return draft;
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(draft: NewCustomerDraft) {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form works, only a reload forgets it.
  }
}

export function clearDraft() {
  sessionStorage.removeItem(draftKey);
}
