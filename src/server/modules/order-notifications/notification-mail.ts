import type { NotificationRecipient } from '../../../domain/orders/order-notifications.ts';
import { transactionTypeIds, type TransactionTypeId } from '../../../domain/orders/transaction-types.ts';
import { isLocale } from '../../../domain/shared/language-resolution.ts';
import { fallbackLocale, type Locale } from '../../../domain/shared/locales.ts';
import { mailBrand, renderMail } from '../email/mail-layout.ts';
import type { QueuedMail } from '../email/queue-mail.ts';
import { orderNotificationMailTexts } from './notification-mail-texts.ts';

export interface NotifiedOrderLine {
  productId: string;
  productNames: Partial<Record<Locale, string>>;
  quantityOrdered: number;
  quantityPicked: number | null;
  quantityDelivered: number | null;
}

/** The order a notification is about, as the mail shows it. */
export interface NotifiedOrder {
  id: number;
  marketId: string;
  orderNo: string;
  transactionTypeId: string;
  fromName: string;
  toName: string;
  sendDate: string | null;
  lines: readonly NotifiedOrderLine[];
}

export interface NotificationMailInput {
  order: NotifiedOrder;
  recipient: NotificationRecipient;
  /** The market's language, for a location's or company's address. */
  marketLanguage: string;
  publicUrl: string;
}

const isTypeId = (id: string): id is TransactionTypeId =>
  (transactionTypeIds as readonly string[]).includes(id);

/** As the database's localized_name(): the language's name, else nb-NO's, else en-US's. */
const productName = (line: NotifiedOrderLine, language: Locale) =>
  line.productNames[language] ?? line.productNames['nb-NO'] ?? line.productNames['en-US'] ?? line.productId;

/** One notification mail in the recipient's language: what happened, the order's facts and a link to it. */
export function orderNotificationMail(input: NotificationMailInput): QueuedMail {
  const { order, recipient } = input;
  const wanted = recipient.language ?? input.marketLanguage;
  const language = isLocale(wanted) ? wanted : fallbackLocale;
  const texts = orderNotificationMailTexts[language];
  const { kind } = recipient;
  const isDeviation = kind === 'order-deviation';
  const lines = order.lines.map((line) => {
    const sent = line.quantityPicked ?? line.quantityOrdered;
    const quantity =
      isDeviation && line.quantityDelivered !== null
        ? texts.shortfallLine(sent, line.quantityDelivered)
        : String(line.quantityOrdered);
    return `${productName(line, language)}: ${quantity}`;
  });
  const about = { orderNo: order.orderNo, from: order.fromName, to: order.toName };
  const mail = renderMail(order.marketId, {
    subject: texts.subject[kind](order.orderNo),
    greeting: texts.greeting(recipient.name),
    paragraphs: [texts.sentence[kind](about)],
    facts: [
      [texts.labels.orderNo, order.orderNo],
      [
        texts.labels.type,
        isTypeId(order.transactionTypeId) ? texts.types[order.transactionTypeId] : order.transactionTypeId,
      ],
      [texts.labels.from, order.fromName],
      [texts.labels.to, order.toName],
      ...(order.sendDate ? [[texts.labels.sendDate, order.sendDate] as const] : []),
      ...(lines.length > 0 ? [[texts.labels.lines, lines.join('\n')] as const] : []),
    ],
    action: { label: texts.action, url: `${input.publicUrl}/app/orders/${order.id}` },
    after: [recipient.name === null ? texts.whyAddress(mailBrand(order.marketId).name) : texts.whyUser],
  });
  return {
    ...mail,
    marketId: order.marketId,
    customerId: recipient.customerId,
    to: recipient.address,
    kind,
    language,
    createdBy: null,
  };
}
