import type { CountryId } from '../../../domain/shared/countries.ts';
import type { Locale } from '../../../domain/shared/locales.ts';

/**
 * The words of the two mails a new-customer request sends (issue 16 item 4): the applicant's
 * confirmation and the notice to the market's customer service. The app's Lingui catalogs live in the
 * app, so the server keeps its own tables, one per locale.
 */
export interface RequestMailTexts {
  fields: {
    companyName: string;
    address: string;
    contactPerson: string;
    email: string;
    phone: string;
    vatNumber: string;
    industry: string;
    need: string;
    openingHours: string;
    rtisPerYear: string;
    invoiceAddress: string;
    invoiceEmail: string;
    invoiceReference: string;
    language: string;
  };
  countries: Record<CountryId, string>;
  languages: Record<Locale, string>;
  /** The invoice address when none was given. */
  sameAsAddress: string;
  received: {
    subject: (brand: string) => string;
    greeting: (name: string) => string;
    thanks: (company: string, brand: string) => string;
    whatNext: string;
    questions: (email: string) => string;
  };
  notice: {
    subject: (company: string) => string;
    greeting: string;
    intro: (company: string) => string;
    review: string;
  };
}

const nordicCountries = { NOR: 'Norge', SVE: 'Sverige', DAN: 'Danmark', FIN: 'Finland' } as const;

export const requestMailTexts: Record<Locale, RequestMailTexts> = {
  'nb-NO': {
    fields: {
      companyName: 'Firmanavn',
      address: 'Adresse',
      contactPerson: 'Kontaktperson',
      email: 'E-post',
      phone: 'Telefon',
      vatNumber: 'MVA-nummer',
      industry: 'Bransje',
      need: 'Behov',
      openingHours: 'Åpningstider',
      rtisPerYear: 'Omtrent antall lastbærere per år',
      invoiceAddress: 'Fakturaadresse',
      invoiceEmail: 'Faktura-e-post',
      invoiceReference: 'Fakturareferanse',
      language: 'Språk',
    },
    countries: nordicCountries,
    languages: {
      'nb-NO': 'Norsk bokmål',
      'sv-SE': 'Svensk',
      'da-DK': 'Dansk',
      'fi-FI': 'Finsk',
      'en-US': 'Engelsk',
    },
    sameAsAddress: 'Samme som adressen',
    received: {
      subject: (brand) => `Vi har mottatt forespørselen din – ${brand}`,
      greeting: (name) => `Hei ${name},`,
      thanks: (company, brand) =>
        `Takk for at ${company} vil bli kunde hos ${brand}. Vi har mottatt forespørselen og går gjennom den så snart vi kan.`,
      whatNext: 'Du får svar på e-post når forespørselen er behandlet. Dette er det du sendte oss:',
      questions: (email) => `Har du spørsmål, kan du skrive til ${email}.`,
    },
    notice: {
      subject: (company) => `Ny kundeforespørsel: ${company}`,
      greeting: 'Hei,',
      intro: (company) => `${company} har sendt en forespørsel om å bli kunde.`,
      review:
        'Gå gjennom forespørselen og godkjenn eller avvis den i portalen under Administrasjon → Nye kunder.',
    },
  },
  'sv-SE': {
    fields: {
      companyName: 'Företagsnamn',
      address: 'Adress',
      contactPerson: 'Kontaktperson',
      email: 'E-post',
      phone: 'Telefon',
      vatNumber: 'Momsregistreringsnummer',
      industry: 'Bransch',
      need: 'Behov',
      openingHours: 'Öppettider',
      rtisPerYear: 'Ungefärligt antal lastbärare per år',
      invoiceAddress: 'Fakturaadress',
      invoiceEmail: 'Faktura-e-post',
      invoiceReference: 'Fakturareferens',
      language: 'Språk',
    },
    countries: nordicCountries,
    languages: {
      'nb-NO': 'Norska (bokmål)',
      'sv-SE': 'Svenska',
      'da-DK': 'Danska',
      'fi-FI': 'Finska',
      'en-US': 'Engelska',
    },
    sameAsAddress: 'Samma som adressen',
    received: {
      subject: (brand) => `Vi har tagit emot din förfrågan – ${brand}`,
      greeting: (name) => `Hej ${name}!`,
      thanks: (company, brand) =>
        `Tack för att ${company} vill bli kund hos ${brand}. Vi har tagit emot förfrågan och går igenom den så snart vi kan.`,
      whatNext: 'Du får svar via e-post när förfrågan har behandlats. Det här skickade du till oss:',
      questions: (email) => `Har du frågor kan du skriva till ${email}.`,
    },
    notice: {
      subject: (company) => `Ny kundförfrågan: ${company}`,
      greeting: 'Hej!',
      intro: (company) => `${company} har skickat en förfrågan om att bli kund.`,
      review: 'Granska förfrågan och godkänn eller avslå den i portalen under Administration → Nya kunder.',
    },
  },
  'da-DK': {
    fields: {
      companyName: 'Firmanavn',
      address: 'Adresse',
      contactPerson: 'Kontaktperson',
      email: 'E-mail',
      phone: 'Telefon',
      vatNumber: 'Momsnummer',
      industry: 'Branche',
      need: 'Behov',
      openingHours: 'Åbningstider',
      rtisPerYear: 'Omtrentligt antal ladningsbærere om året',
      invoiceAddress: 'Fakturaadresse',
      invoiceEmail: 'Faktura-e-mail',
      invoiceReference: 'Fakturareference',
      language: 'Sprog',
    },
    countries: nordicCountries,
    languages: {
      'nb-NO': 'Norsk (bokmål)',
      'sv-SE': 'Svensk',
      'da-DK': 'Dansk',
      'fi-FI': 'Finsk',
      'en-US': 'Engelsk',
    },
    sameAsAddress: 'Samme som adressen',
    received: {
      subject: (brand) => `Vi har modtaget din forespørgsel – ${brand}`,
      greeting: (name) => `Hej ${name},`,
      thanks: (company, brand) =>
        `Tak, fordi ${company} gerne vil være kunde hos ${brand}. Vi har modtaget forespørgslen og gennemgår den hurtigst muligt.`,
      whatNext: 'Du får svar på e-mail, når forespørgslen er behandlet. Her er, hvad du sendte os:',
      questions: (email) => `Har du spørgsmål, er du velkommen til at skrive til ${email}.`,
    },
    notice: {
      subject: (company) => `Ny kundeforespørgsel: ${company}`,
      greeting: 'Hej,',
      intro: (company) => `${company} har sendt en forespørgsel om at blive kunde.`,
      review:
        'Gennemgå forespørgslen, og godkend eller afvis den i portalen under Administration → Nye kunder.',
    },
  },
  'fi-FI': {
    fields: {
      companyName: 'Yrityksen nimi',
      address: 'Osoite',
      contactPerson: 'Yhteyshenkilö',
      email: 'Sähköposti',
      phone: 'Puhelin',
      vatNumber: 'ALV-numero',
      industry: 'Toimiala',
      need: 'Tarve',
      openingHours: 'Aukioloajat',
      rtisPerYear: 'Kuormankantajia vuodessa (arvio)',
      invoiceAddress: 'Laskutusosoite',
      invoiceEmail: 'Laskutussähköposti',
      invoiceReference: 'Laskun viite',
      language: 'Kieli',
    },
    countries: { NOR: 'Norja', SVE: 'Ruotsi', DAN: 'Tanska', FIN: 'Suomi' },
    languages: {
      'nb-NO': 'Norja (bokmål)',
      'sv-SE': 'Ruotsi',
      'da-DK': 'Tanska',
      'fi-FI': 'Suomi',
      'en-US': 'Englanti',
    },
    sameAsAddress: 'Sama kuin osoite',
    received: {
      subject: (brand) => `Olemme vastaanottaneet pyyntösi – ${brand}`,
      greeting: (name) => `Hei ${name},`,
      // The brand is not inflected in Finnish: the sentence names the company instead.
      thanks: (company) =>
        `Kiitos yrityksen ${company} asiakkuuspyynnöstä. Olemme vastaanottaneet sen ja käsittelemme sen mahdollisimman pian.`,
      whatNext: 'Saat vastauksen sähköpostitse, kun pyyntö on käsitelty. Lähetit meille seuraavat tiedot:',
      questions: (email) => `Jos sinulla on kysyttävää, kirjoita osoitteeseen ${email}.`,
    },
    notice: {
      subject: (company) => `Uusi asiakkuuspyyntö: ${company}`,
      greeting: 'Hei,',
      intro: (company) => `${company} on lähettänyt asiakkuuspyynnön.`,
      review: 'Käsittele pyyntö ja hyväksy tai hylkää se portaalissa kohdassa Ylläpito → Uudet asiakkaat.',
    },
  },
  'en-US': {
    fields: {
      companyName: 'Company name',
      address: 'Address',
      contactPerson: 'Contact person',
      email: 'E-mail',
      phone: 'Phone',
      vatNumber: 'VAT number',
      industry: 'Industry',
      need: 'Need',
      openingHours: 'Opening hours',
      rtisPerYear: 'Approximate RTIs per year',
      invoiceAddress: 'Invoice address',
      invoiceEmail: 'Invoice e-mail',
      invoiceReference: 'Invoice reference',
      language: 'Language',
    },
    countries: { NOR: 'Norway', SVE: 'Sweden', DAN: 'Denmark', FIN: 'Finland' },
    languages: {
      'nb-NO': 'Norwegian (Bokmål)',
      'sv-SE': 'Swedish',
      'da-DK': 'Danish',
      'fi-FI': 'Finnish',
      'en-US': 'English',
    },
    sameAsAddress: 'Same as the address',
    received: {
      subject: (brand) => `We have received your request – ${brand}`,
      greeting: (name) => `Hello ${name},`,
      thanks: (company, brand) =>
        `Thank you for asking for ${company} to become a customer of ${brand}. We have received the request and will review it as soon as we can.`,
      whatNext:
        'You will hear from us by e-mail once the request has been reviewed. This is what you sent us:',
      questions: (email) => `If you have any questions, write to ${email}.`,
    },
    notice: {
      subject: (company) => `New customer request: ${company}`,
      greeting: 'Hello,',
      intro: (company) => `${company} has asked to become a customer.`,
      review: 'Review it, and approve or reject it, in the portal under Admin → New customers.',
    },
  },
};
