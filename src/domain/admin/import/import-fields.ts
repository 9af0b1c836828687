import type { ImportKind } from './import-kinds.ts';

/**
 * A column the dialog maps a file column to: the form field's key, whether a row needs it, and the
 * lower-case header names (the five languages and English) that suggest the mapping.
 */
export interface ImportField {
  key: string;
  required: boolean;
  aliases: readonly string[];
}

const field = (key: string, required: boolean, aliases: readonly string[]): ImportField => ({
  key,
  required,
  aliases: [key.toLowerCase(), ...aliases],
});

const nameField = field('name', true, ['name', 'navn', 'namn', 'nimi', 'location name', 'lokasjonsnavn']);
const numberAliases = [
  'number',
  'no',
  'no.',
  'gln',
  'nummer',
  'nr',
  'nr.',
  'numero',
  'numro',
  'lokasjonsnummer',
  'lokationsnummer',
  'platsnummer',
  'location number',
  'sijaintinumero',
];
const locationNumberAliases = [
  'location',
  'location number',
  'lokasjon',
  'lokasjonsnummer',
  'lokation',
  'lokationsnummer',
  'plats',
  'platsnummer',
  'sijainti',
  'sijaintinumero',
  'gln',
];

const locationFields: readonly ImportField[] = [
  nameField,
  field('number', true, numberAliases),
  field('externalId', false, ['external id', 'ekstern id', 'extern id', 'ulkoinen tunnus', 'id']),
  field('type', false, ['type', 'typ', 'tyyppi', 'location type', 'lokasjonstype']),
  field('hasRamp', false, ['ramp', 'rampe', 'ramppi', 'has ramp']),
  field('needsLift', false, ['lift', 'løft', 'lyft', 'nostin', 'needs lift', 'trenger løft', 'bakløfter']),
  field('isDelivery', false, ['delivery', 'levering', 'leverans', 'toimitus', 'is delivery']),
  field('deliveryFrom', false, ['delivery from', 'from', 'fra', 'från', 'fra kl', 'alkaen']),
  field('deliveryTo', false, ['delivery to', 'to', 'til', 'till', 'til kl', 'asti']),
  field('deliveryInstructions', false, [
    'delivery instructions',
    'leveringsinstruks',
    'leveransinstruktioner',
  ]),
  field('transportInstructions', false, [
    'transport instructions',
    'transportinstruks',
    'transportinstruktioner',
  ]),
  field('emailOrderConfirmed', false, [
    'email order confirmed',
    'e-mail order confirmed',
    'ordrebekreftelse',
  ]),
  field('emailPurchaseOrder', false, ['email purchase order', 'e-mail purchase order', 'innkjøpsordre']),
  field('emailReturnOrder', false, ['email return order', 'e-mail return order', 'returordre']),
  field('palletReceiptDays', false, ['pallet receipt days', 'pallekvitteringsdager', 'kvitteringsdager']),
  field('loadType', false, ['load type', 'lastetype', 'lasttyp', 'læssetype', 'lastaustapa']),
  field('street', false, ['street', 'address', 'adresse', 'adress', 'gate', 'gateadresse', 'gata', 'osoite']),
  field('postCode', false, [
    'post code',
    'postcode',
    'zip',
    'postnummer',
    'postnr',
    'postnr.',
    'postinumero',
  ]),
  field('city', false, [
    'city',
    'post place',
    'poststed',
    'postort',
    'by',
    'postitoimipaikka',
    'sted',
    'ort',
  ]),
  field('countryId', false, ['country', 'land', 'maa']),
];

const externalLocationFields: readonly ImportField[] = [
  nameField,
  field(
    'number',
    true,
    numberAliases.filter((alias) => alias !== 'location number'),
  ),
  field('contactName', false, ['contact', 'contact name', 'kontakt', 'kontaktperson', 'yhteyshenkilö']),
  field('countryId', false, ['country', 'land', 'maa']),
  field(
    'locationNumber',
    true,
    locationNumberAliases.filter((alias) => alias !== 'gln'),
  ),
];

const userFields: readonly ImportField[] = [
  field('name', true, ['name', 'navn', 'namn', 'nimi', 'full name', 'fullt navn']),
  field('loginName', true, [
    'login',
    'login name',
    'username',
    'user name',
    'brukernavn',
    'användarnamn',
    'brugernavn',
    'käyttäjätunnus',
  ]),
  field('email', true, ['email', 'e-mail', 'e-post', 'epost', 'mail', 'sähköposti']),
  field('phone', false, ['phone', 'telephone', 'mobile', 'telefon', 'mobil', 'tlf', 'puhelin']),
  field('language', false, ['language', 'språk', 'sprog', 'kieli', 'locale']),
  field('isAdmin', false, [
    'admin',
    'is admin',
    'administrator',
    'customer admin',
    'kundeadmin',
    'pääkäyttäjä',
  ]),
  field('locationNumber', true, locationNumberAliases),
  field('secondaryLocationNumbers', false, [
    'secondary locations',
    'other locations',
    'andre lokasjoner',
    'övriga platser',
  ]),
  field('tasks', false, ['tasks', 'menu access', 'oppgaver', 'uppgifter', 'opgaver', 'tehtävät']),
  field('reportLevel', false, ['report level', 'rapportnivå', 'rapportniveau', 'raporttitaso']),
];

/** The fields of each kind, in the order the dialog lists them. */
export const importFields: Record<ImportKind, readonly ImportField[]> = {
  locations: locationFields,
  externalLocations: externalLocationFields,
  users: userFields,
};
