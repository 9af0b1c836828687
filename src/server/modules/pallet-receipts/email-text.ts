import type { Locale } from '../../../domain/shared/locales.ts';

/** What the mail carrying a receipt's PDF says. */
export interface ReceiptEmailFacts {
  receiptNo: string;
  locationName: string;
  signerName: string;
  registeredByName: string;
}

interface ReceiptEmailText {
  subject: (facts: ReceiptEmailFacts) => string;
  body: (facts: ReceiptEmailFacts) => string[];
}

/** In the language the receipt's PDF is printed in (the session's): the driver reads both together. */
const texts: Record<Locale, ReceiptEmailText> = {
  'nb-NO': {
    subject: ({ receiptNo }) => `Pallkvittering ${receiptNo}`,
    body: (facts) => [
      `Pallkvittering ${facts.receiptNo} fra ${facts.locationName} er vedlagt som PDF.`,
      `Signert av ${facts.signerName}, registrert av ${facts.registeredByName}.`,
    ],
  },
  'sv-SE': {
    subject: ({ receiptNo }) => `Pallkvitto ${receiptNo}`,
    body: (facts) => [
      `Pallkvitto ${facts.receiptNo} från ${facts.locationName} bifogas som PDF.`,
      `Signerat av ${facts.signerName}, registrerat av ${facts.registeredByName}.`,
    ],
  },
  'da-DK': {
    subject: ({ receiptNo }) => `Pallekvittering ${receiptNo}`,
    body: (facts) => [
      `Pallekvittering ${facts.receiptNo} fra ${facts.locationName} er vedhæftet som PDF.`,
      `Underskrevet af ${facts.signerName}, registreret af ${facts.registeredByName}.`,
    ],
  },
  'fi-FI': {
    subject: ({ receiptNo }) => `Lavakuitti ${receiptNo}`,
    body: (facts) => [
      `Lavakuitti ${facts.receiptNo} paikasta ${facts.locationName} on liitteenä PDF-tiedostona.`,
      `Allekirjoittanut ${facts.signerName}, kirjannut ${facts.registeredByName}.`,
    ],
  },
  'en-US': {
    subject: ({ receiptNo }) => `Pallet receipt ${receiptNo}`,
    body: (facts) => [
      `The pallet receipt ${facts.receiptNo} from ${facts.locationName} is attached as PDF.`,
      `Signed by ${facts.signerName}, registered by ${facts.registeredByName}.`,
    ],
  },
};

export function receiptEmailText(language: Locale, facts: ReceiptEmailFacts) {
  const text = texts[language];
  return { subject: text.subject(facts), body: text.body(facts).join('\n') };
}
