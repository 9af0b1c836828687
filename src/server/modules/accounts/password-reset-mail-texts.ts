import type { Locale } from '../../../domain/shared/locales.ts';

/** The words of the password-link mail: the app's Lingui catalogs live in the app, not the server. */
export interface PasswordResetMailTexts {
  subject: (brand: string) => string;
  greeting: (name: string) => string;
  /** The user asked on the forgot-password page. */
  askedByUser: (loginName: string) => string;
  /** An admin sent it from the user's page (spec §6). */
  askedByAdmin: (loginName: string) => string;
  action: string;
  validity: (minutes: number) => string;
  ignore: string;
}

export const passwordResetMailTexts: Record<Locale, PasswordResetMailTexts> = {
  'nb-NO': {
    subject: (brand) => `Velg nytt passord for ${brand}`,
    greeting: (name) => `Hei ${name},`,
    askedByUser: (loginName) => `Vi har fått en forespørsel om nytt passord for brukeren din ${loginName}.`,
    askedByAdmin: (loginName) =>
      `Administratoren din har bedt oss sende deg en lenke der du kan velge nytt passord for brukeren din ${loginName}.`,
    action: 'Velg nytt passord',
    validity: (minutes) => `Lenken er gyldig i ${minutes} minutter og kan bare brukes én gang.`,
    ignore:
      'Hvis du ikke har bedt om nytt passord, kan du se bort fra denne e-posten. Passordet ditt forblir uendret.',
  },
  'sv-SE': {
    subject: (brand) => `Välj nytt lösenord för ${brand}`,
    greeting: (name) => `Hej ${name},`,
    askedByUser: (loginName) => `Vi har fått en begäran om nytt lösenord för din användare ${loginName}.`,
    askedByAdmin: (loginName) =>
      `Din administratör har bett oss skicka en länk där du kan välja ett nytt lösenord för din användare ${loginName}.`,
    action: 'Välj nytt lösenord',
    validity: (minutes) => `Länken gäller i ${minutes} minuter och kan bara användas en gång.`,
    ignore:
      'Om du inte har begärt ett nytt lösenord kan du bortse från det här mejlet. Ditt lösenord förblir oförändrat.',
  },
  'da-DK': {
    subject: (brand) => `Vælg ny adgangskode til ${brand}`,
    greeting: (name) => `Hej ${name},`,
    askedByUser: (loginName) =>
      `Vi har modtaget en anmodning om en ny adgangskode til din bruger ${loginName}.`,
    askedByAdmin: (loginName) =>
      `Din administrator har bedt os sende dig et link, hvor du kan vælge en ny adgangskode til din bruger ${loginName}.`,
    action: 'Vælg ny adgangskode',
    validity: (minutes) => `Linket er gyldigt i ${minutes} minutter og kan kun bruges én gang.`,
    ignore:
      'Hvis du ikke har bedt om en ny adgangskode, kan du se bort fra denne e-mail. Din adgangskode forbliver uændret.',
  },
  'fi-FI': {
    subject: (brand) => `${brand}: valitse uusi salasana`,
    greeting: (name) => `Hei ${name},`,
    askedByUser: (loginName) => `Saimme pyynnön uudesta salasanasta käyttäjätunnuksellesi ${loginName}.`,
    askedByAdmin: (loginName) =>
      `Ylläpitäjäsi pyysi meitä lähettämään sinulle linkin, jolla voit valita uuden salasanan käyttäjätunnuksellesi ${loginName}.`,
    action: 'Valitse uusi salasana',
    validity: (minutes) => `Linkki on voimassa ${minutes} minuuttia, ja sitä voi käyttää vain kerran.`,
    ignore:
      'Jos et pyytänyt uutta salasanaa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.',
  },
  'en-US': {
    subject: (brand) => `Choose a new password for ${brand}`,
    greeting: (name) => `Hello ${name},`,
    askedByUser: (loginName) => `We received a request for a new password for your user ${loginName}.`,
    askedByAdmin: (loginName) =>
      `Your administrator asked us to send you a link where you can choose a new password for your user ${loginName}.`,
    action: 'Choose a new password',
    validity: (minutes) => `The link is valid for ${minutes} minutes and can be used once.`,
    ignore:
      'If you did not ask for a new password, you can ignore this e-mail. Your password stays as it is.',
  },
};
