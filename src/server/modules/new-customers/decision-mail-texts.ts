import type { Locale } from '../../../domain/shared/locales.ts';

/**
 * The words of the mails a review sends (issue 16 item 5): the welcome to an approved customer's first
 * user with the set-password link, and the rejection with the reason. One table per locale.
 */
export interface DecisionMailTexts {
  welcome: {
    subject: (brand: string) => string;
    greeting: (name: string) => string;
    approved: (company: string, brand: string) => string;
    setPassword: string;
    loginName: string;
    company: string;
    action: string;
    validity: (days: number) => string;
    gdpr: string;
  };
  rejected: {
    subject: (brand: string) => string;
    greeting: (name: string) => string;
    decision: (company: string) => string;
    reason: string;
    questions: (email: string) => string;
  };
}

export const decisionMailTexts: Record<Locale, DecisionMailTexts> = {
  'nb-NO': {
    welcome: {
      subject: (brand) => `Velkommen til ${brand}`,
      greeting: (name) => `Hei ${name},`,
      approved: (company, brand) =>
        `${company} er nå kunde hos ${brand}, og du er registrert som kundeadministrator.`,
      setPassword: 'Velg passordet ditt med lenken nedenfor, og logg deretter inn med brukernavnet ditt.',
      loginName: 'Brukernavn',
      company: 'Firma',
      action: 'Velg passord',
      validity: (days) =>
        `Lenken virker i ${days} dager og kan brukes én gang. Har den gått ut, bruker du «Glemt passord» på innloggingssiden.`,
      gdpr: 'Første gang du logger inn, blir du bedt om å bekrefte personvernvilkårene.',
    },
    rejected: {
      subject: (brand) => `Forespørselen din om å bli kunde – ${brand}`,
      greeting: (name) => `Hei ${name},`,
      decision: (company) =>
        `Vi har gått gjennom forespørselen fra ${company} og kan dessverre ikke godkjenne den.`,
      reason: 'Begrunnelse',
      questions: (email) => `Har du spørsmål, kan du skrive til ${email}.`,
    },
  },
  'sv-SE': {
    welcome: {
      subject: (brand) => `Välkommen till ${brand}`,
      greeting: (name) => `Hej ${name}!`,
      approved: (company, brand) =>
        `${company} är nu kund hos ${brand}, och du är registrerad som kundadministratör.`,
      setPassword: 'Välj ditt lösenord via länken nedan och logga sedan in med ditt användarnamn.',
      loginName: 'Användarnamn',
      company: 'Företag',
      action: 'Välj lösenord',
      validity: (days) =>
        `Länken gäller i ${days} dagar och kan användas en gång. Om den har gått ut använder du ”Glömt lösenord” på inloggningssidan.`,
      gdpr: 'Första gången du loggar in ombeds du bekräfta dataskyddsvillkoren.',
    },
    rejected: {
      subject: (brand) => `Din förfrågan om att bli kund – ${brand}`,
      greeting: (name) => `Hej ${name}!`,
      decision: (company) => `Vi har gått igenom förfrågan från ${company} och kan tyvärr inte godkänna den.`,
      reason: 'Motivering',
      questions: (email) => `Har du frågor kan du skriva till ${email}.`,
    },
  },
  'da-DK': {
    welcome: {
      subject: (brand) => `Velkommen til ${brand}`,
      greeting: (name) => `Hej ${name},`,
      approved: (company, brand) =>
        `${company} er nu kunde hos ${brand}, og du er oprettet som kundeadministrator.`,
      setPassword: 'Vælg din adgangskode via linket nedenfor, og log derefter ind med dit brugernavn.',
      loginName: 'Brugernavn',
      company: 'Firma',
      action: 'Vælg adgangskode',
      validity: (days) =>
        `Linket virker i ${days} dage og kan bruges én gang. Er det udløbet, kan du bruge "Glemt adgangskode" på login-siden.`,
      gdpr: 'Første gang du logger ind, bliver du bedt om at bekræfte databeskyttelsesvilkårene.',
    },
    rejected: {
      subject: (brand) => `Din forespørgsel om at blive kunde – ${brand}`,
      greeting: (name) => `Hej ${name},`,
      decision: (company) =>
        `Vi har gennemgået forespørgslen fra ${company} og kan desværre ikke godkende den.`,
      reason: 'Begrundelse',
      questions: (email) => `Har du spørgsmål, er du velkommen til at skrive til ${email}.`,
    },
  },
  'fi-FI': {
    welcome: {
      subject: (brand) => `Tervetuloa – ${brand}`,
      greeting: (name) => `Hei ${name},`,
      // The brand is not inflected in Finnish: the sentence does without it.
      approved: (company) =>
        `${company} on nyt asiakkaamme, ja sinut on rekisteröity asiakkaan pääkäyttäjäksi.`,
      setPassword: 'Aseta salasanasi alla olevasta linkistä ja kirjaudu sitten sisään käyttäjätunnuksellasi.',
      loginName: 'Käyttäjätunnus',
      company: 'Yritys',
      action: 'Aseta salasana',
      validity: (days) =>
        `Linkki on voimassa ${days} päivää, ja sitä voi käyttää kerran. Jos se on vanhentunut, valitse kirjautumissivulla ”Unohtunut salasana”.`,
      gdpr: 'Kun kirjaudut ensimmäisen kerran, sinua pyydetään vahvistamaan tietosuojaehdot.',
    },
    rejected: {
      subject: (brand) => `Asiakkuuspyyntösi – ${brand}`,
      greeting: (name) => `Hei ${name},`,
      decision: (company) =>
        `Olemme käsitelleet yrityksen ${company} asiakkuuspyynnön, emmekä valitettavasti voi hyväksyä sitä.`,
      reason: 'Perustelu',
      questions: (email) => `Jos sinulla on kysyttävää, kirjoita osoitteeseen ${email}.`,
    },
  },
  'en-US': {
    welcome: {
      subject: (brand) => `Welcome to ${brand}`,
      greeting: (name) => `Hello ${name},`,
      approved: (company, brand) =>
        `${company} is now a customer of ${brand}, and you are its customer administrator.`,
      setPassword: 'Choose your password with the link below, then log in with your login name.',
      loginName: 'Login name',
      company: 'Company',
      action: 'Set your password',
      validity: (days) =>
        `The link works for ${days} days and only once. If it has expired, use "Forgot password" on the login page.`,
      gdpr: 'The first time you log in, you will be asked to confirm the data-protection terms.',
    },
    rejected: {
      subject: (brand) => `Your request to become a customer – ${brand}`,
      greeting: (name) => `Hello ${name},`,
      decision: (company) =>
        `We have reviewed the request from ${company} and are sorry that we cannot approve it.`,
      reason: 'Reason',
      questions: (email) => `If you have any questions, write to ${email}.`,
    },
  },
};
