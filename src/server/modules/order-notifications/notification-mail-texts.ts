import type { OrderNotificationKind } from '../../../domain/orders/order-notifications.ts';
import type { TransactionTypeId } from '../../../domain/orders/transaction-types.ts';
import type { Locale } from '../../../domain/shared/locales.ts';

/** The order an order notification is about, as its sentences name it. */
interface About {
  orderNo: string;
  from: string;
  to: string;
}

export interface OrderNotificationMailTexts {
  subject: Record<OrderNotificationKind, (orderNo: string) => string>;
  sentence: Record<OrderNotificationKind, (about: About) => string>;
  /** A user is greeted by name; a location's or company's address is not a person. */
  greeting: (name: string | null) => string;
  labels: { orderNo: string; type: string; from: string; to: string; sendDate: string; lines: string };
  types: Record<TransactionTypeId, string>;
  /** A deviation line: what was sent and what arrived. */
  shortfallLine: (sent: number, received: number) => string;
  action: string;
  /** Why the mail came: an address set on the location or company, or the user's own switch. */
  whyAddress: (brand: string) => string;
  whyUser: string;
}

// Finnish inflects place names, which are not known; its sentences put them in brackets instead.
export const orderNotificationMailTexts: Record<Locale, OrderNotificationMailTexts> = {
  'nb-NO': {
    subject: {
      'order-confirmed': (no) => `Ordre ${no} er bekreftet`,
      'purchase-order': (no) => `Innkjøpsordre ${no}`,
      'return-order': (no) => `Returordre ${no}`,
      'order-disagreement': (no) => `Uenighet om ordre ${no}`,
      'order-deviation': (no) => `Avvik ved sortering av ordre ${no}`,
    },
    sentence: {
      'order-confirmed': (a) => `Leverandøren har bekreftet ordre ${a.orderNo} fra ${a.from} til ${a.to}.`,
      'purchase-order': (a) => `Ordre ${a.orderNo} fra ${a.from} til ${a.to} er bestilt.`,
      'return-order': (a) => `Returordre ${a.orderNo} fra ${a.from} til ${a.to} er bestilt.`,
      'order-disagreement': (a) =>
        `Ordre ${a.orderNo} fra ${a.from} til ${a.to} er satt til uenighet. Åpne ordren og avklar med motparten.`,
      'order-deviation': (a) =>
        `Ordre ${a.orderNo} fra ${a.from} er ferdig sortert, men det kom fram færre paller enn det ble sendt. Åpne ordren og se på avviket før den godkjennes.`,
    },
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    labels: {
      orderNo: 'Ordrenummer',
      type: 'Type',
      from: 'Fra',
      to: 'Til',
      sendDate: 'Sendedato',
      lines: 'Varelinjer',
    },
    types: { TO: 'Ordre', HE: 'Henting', RO: 'Returordre', GL: 'Varelevering', OO: 'Overføring' },
    shortfallLine: (sent, received) => `sendt ${sent}, mottatt ${received}`,
    action: 'Åpne ordren',
    whyAddress: (brand) =>
      `Du får denne e-posten fordi adressen er registrert for varsler på lokasjonen eller firmaet i ${brand}.`,
    whyUser: 'Du får denne e-posten fordi varselet er slått på i brukerprofilen din.',
  },
  'sv-SE': {
    subject: {
      'order-confirmed': (no) => `Order ${no} är bekräftad`,
      'purchase-order': (no) => `Inköpsorder ${no}`,
      'return-order': (no) => `Returorder ${no}`,
      'order-disagreement': (no) => `Oenighet om order ${no}`,
      'order-deviation': (no) => `Avvikelse vid sortering av order ${no}`,
    },
    sentence: {
      'order-confirmed': (a) => `Leverantören har bekräftat order ${a.orderNo} från ${a.from} till ${a.to}.`,
      'purchase-order': (a) => `Order ${a.orderNo} från ${a.from} till ${a.to} har beställts.`,
      'return-order': (a) => `Returorder ${a.orderNo} från ${a.from} till ${a.to} har beställts.`,
      'order-disagreement': (a) =>
        `Order ${a.orderNo} från ${a.from} till ${a.to} har markerats med oenighet. Öppna ordern och stäm av med motparten.`,
      'order-deviation': (a) =>
        `Order ${a.orderNo} från ${a.from} är färdigsorterad, men färre pallar kom fram än vad som skickades. Öppna ordern och granska avvikelsen innan den godkänns.`,
    },
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    labels: {
      orderNo: 'Ordernummer',
      type: 'Typ',
      from: 'Från',
      to: 'Till',
      sendDate: 'Sändningsdatum',
      lines: 'Rader',
    },
    types: { TO: 'Order', HE: 'Hämtning', RO: 'Returorder', GL: 'Varuleverans', OO: 'Överföring' },
    shortfallLine: (sent, received) => `skickat ${sent}, mottaget ${received}`,
    action: 'Öppna ordern',
    whyAddress: (brand) =>
      `Du får det här mejlet eftersom adressen är angiven för aviseringar på platsen eller företaget i ${brand}.`,
    whyUser: 'Du får det här mejlet eftersom aviseringen är påslagen i din användarprofil.',
  },
  'da-DK': {
    subject: {
      'order-confirmed': (no) => `Ordre ${no} er bekræftet`,
      'purchase-order': (no) => `Indkøbsordre ${no}`,
      'return-order': (no) => `Returordre ${no}`,
      'order-disagreement': (no) => `Uenighed om ordre ${no}`,
      'order-deviation': (no) => `Afvigelse ved sortering af ordre ${no}`,
    },
    sentence: {
      'order-confirmed': (a) => `Leverandøren har bekræftet ordre ${a.orderNo} fra ${a.from} til ${a.to}.`,
      'purchase-order': (a) => `Ordre ${a.orderNo} fra ${a.from} til ${a.to} er bestilt.`,
      'return-order': (a) => `Returordre ${a.orderNo} fra ${a.from} til ${a.to} er bestilt.`,
      'order-disagreement': (a) =>
        `Ordre ${a.orderNo} fra ${a.from} til ${a.to} er markeret med uenighed. Åbn ordren, og afklar den med modparten.`,
      'order-deviation': (a) =>
        `Ordre ${a.orderNo} fra ${a.from} er færdigsorteret, men der kom færre paller frem, end der blev sendt. Åbn ordren, og gennemgå afvigelsen, før den godkendes.`,
    },
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    labels: {
      orderNo: 'Ordrenummer',
      type: 'Type',
      from: 'Fra',
      to: 'Til',
      sendDate: 'Afsendelsesdato',
      lines: 'Linjer',
    },
    types: { TO: 'Ordre', HE: 'Afhentning', RO: 'Returordre', GL: 'Varelevering', OO: 'Overførsel' },
    shortfallLine: (sent, received) => `sendt ${sent}, modtaget ${received}`,
    action: 'Åbn ordren',
    whyAddress: (brand) =>
      `Du modtager denne e-mail, fordi adressen er angivet til notifikationer på lokationen eller firmaet i ${brand}.`,
    whyUser: 'Du modtager denne e-mail, fordi notifikationen er slået til i din brugerprofil.',
  },
  'fi-FI': {
    subject: {
      'order-confirmed': (no) => `Tilaus ${no} on vahvistettu`,
      'purchase-order': (no) => `Ostotilaus ${no}`,
      'return-order': (no) => `Palautustilaus ${no}`,
      'order-disagreement': (no) => `Erimielisyys tilauksesta ${no}`,
      'order-deviation': (no) => `Poikkeama tilauksen ${no} lajittelussa`,
    },
    sentence: {
      'order-confirmed': (a) => `Toimittaja on vahvistanut tilauksen ${a.orderNo} (${a.from} → ${a.to}).`,
      'purchase-order': (a) => `Tilaus ${a.orderNo} (${a.from} → ${a.to}) on tehty.`,
      'return-order': (a) => `Palautustilaus ${a.orderNo} (${a.from} → ${a.to}) on tehty.`,
      'order-disagreement': (a) =>
        `Tilaukseen ${a.orderNo} (${a.from} → ${a.to}) on merkitty erimielisyys. Avaa tilaus ja selvitä asia vastapuolen kanssa.`,
      'order-deviation': (a) =>
        `Tilaus ${a.orderNo} (${a.from}) on lajiteltu, mutta lavoja saapui vähemmän kuin lähetettiin. Avaa tilaus ja tarkista poikkeama ennen hyväksymistä.`,
    },
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    labels: {
      orderNo: 'Tilausnumero',
      type: 'Tyyppi',
      from: 'Lähettäjä',
      to: 'Vastaanottaja',
      sendDate: 'Lähetyspäivä',
      lines: 'Rivit',
    },
    types: { TO: 'Tilaus', HE: 'Nouto', RO: 'Palautustilaus', GL: 'Tavaratoimitus', OO: 'Siirto' },
    shortfallLine: (sent, received) => `lähetetty ${sent}, vastaanotettu ${received}`,
    action: 'Avaa tilaus',
    // The brand is not inflected in Finnish: the sentence does without it, as the welcome's does.
    whyAddress: () =>
      'Saat tämän sähköpostin, koska osoite on määritetty toimipaikan tai yrityksen ilmoituksille.',
    whyUser: 'Saat tämän sähköpostin, koska ilmoitus on käytössä käyttäjäprofiilissasi.',
  },
  'en-US': {
    subject: {
      'order-confirmed': (no) => `Order ${no} confirmed`,
      'purchase-order': (no) => `Purchase order ${no}`,
      'return-order': (no) => `Return order ${no}`,
      'order-disagreement': (no) => `Disagreement on order ${no}`,
      'order-deviation': (no) => `Shortfall when sorting order ${no}`,
    },
    sentence: {
      'order-confirmed': (a) => `The provider has confirmed order ${a.orderNo} from ${a.from} to ${a.to}.`,
      'purchase-order': (a) => `Order ${a.orderNo} from ${a.from} to ${a.to} has been placed.`,
      'return-order': (a) => `Return order ${a.orderNo} from ${a.from} to ${a.to} has been placed.`,
      'order-disagreement': (a) =>
        `Order ${a.orderNo} from ${a.from} to ${a.to} has been marked as a disagreement. Open the order and settle it with the other party.`,
      'order-deviation': (a) =>
        `Order ${a.orderNo} from ${a.from} has been sorted, but fewer pallets arrived than were sent. Open the order and review the shortfall before it is approved.`,
    },
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    labels: {
      orderNo: 'Order number',
      type: 'Type',
      from: 'From',
      to: 'To',
      sendDate: 'Send date',
      lines: 'Lines',
    },
    types: { TO: 'Order', HE: 'Pickup', RO: 'Return order', GL: 'Goods delivery', OO: 'Transfer delivery' },
    shortfallLine: (sent, received) => `sent ${sent}, received ${received}`,
    action: 'Open the order',
    whyAddress: (brand) =>
      `You receive this e-mail because the address is set for notifications on the location or company in ${brand}.`,
    whyUser: 'You receive this e-mail because this notification is switched on in your user profile.',
  },
};
