import {
  draftAddressKind,
  orderAddressSchema,
  type OrderAddress,
} from '../../../../domain/orders/order-address.ts';
import type { customsHandlers, DraftTransactionTypeId } from '../../../../domain/orders/order-draft.ts';
import type { CountryId } from '../../../../domain/shared/countries.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { productKey } from '../../../../domain/products/product-key.ts';
import type { AvailableProduct } from '../../../../domain/products/available-products.ts';
import type { TruckType } from '../../../../domain/session/session-status.ts';
import type { OrderDraftBody } from './editor-api.ts';

export type CustomsHandler = (typeof customsHandlers)[number];

export interface FormLine {
  /** The product choice's composite key (spec §3). */
  key: string;
  quantity: number;
}

/** An address being typed: the country may not be chosen yet (spec §5 post code). */
export interface AddressFormValue {
  name: string;
  street: string;
  countryId: CountryId | null;
  postalCode: string;
  postPlace: string;
}

export const emptyAddressForm: AddressFormValue = {
  name: '',
  street: '',
  countryId: null,
  postalCode: '',
  postPlace: '',
};

/** What the order editor holds while the user works; sent as a draft body on save. */
export interface OrderFormValue {
  partnerId: number | null;
  sendDate: string | null;
  reference: string;
  myReference: string;
  transportRef: string;
  carType: number | null;
  customsHandler: CustomsHandler | null;
  /** Another address than the location's for this order (delivery for TO, pickup else); null: none. */
  address: AddressFormValue | null;
  lines: FormLine[];
}

export type OrderFormProblem = 'recipient' | 'sendDate' | 'lines' | 'quantity' | 'customs' | 'address';

export function emptyOrderForm(truckTypes: readonly TruckType[]): OrderFormValue {
  return {
    partnerId: null,
    sendDate: null,
    reference: '',
    myReference: '',
    transportRef: '',
    carType: truckTypes.find((truck) => truck.isDefault)?.id ?? null,
    customsHandler: null,
    address: null,
    lines: [],
  };
}

/** The partner is the end the user chooses: where an order comes from, where a pickup or return goes. */
export const partnerOf = (order: OrderRow) =>
  order.transactionTypeId === 'TO' ? order.locationIdFrom : order.locationIdTo;

export function orderFormOf(order: OrderRow): OrderFormValue {
  return {
    partnerId: partnerOf(order),
    sendDate: order.dateSend,
    reference: order.reference ?? '',
    myReference: order.myReference ?? '',
    transportRef: order.transportRef ?? '',
    carType: order.carType,
    customsHandler: order.customsHandler,
    address: order[draftAddressKind(order.transactionTypeId)] ?? null,
    lines: order.transactions.map((line) => ({ key: productKey(line), quantity: line.quantityOrdered })),
  };
}

/** Problems that keep the form from being saved, in the order the form shows its fields. */
export function formProblems(form: OrderFormValue, isCrossBorder: boolean): OrderFormProblem[] {
  const problems: OrderFormProblem[] = [];
  if (form.partnerId === null) problems.push('recipient');
  if (form.sendDate === null) problems.push('sendDate');
  if (form.lines.length === 0) problems.push('lines');
  if (form.lines.some((line) => line.quantity < 1)) problems.push('quantity');
  if (isCrossBorder && form.customsHandler === null) problems.push('customs');
  if (form.address && !orderAddressSchema.safeParse(form.address).success) problems.push('address');
  return problems;
}

const addressOf = (address: AddressFormValue | null): OrderAddress | null => {
  const parsed = address && orderAddressSchema.safeParse(address);
  return parsed?.success ? parsed.data : null;
};

/** The POST order body; the acting end is left to the server, which takes it from the session. */
export function draftBodyOf(
  form: OrderFormValue,
  type: DraftTransactionTypeId,
  choices: ReadonlyMap<string, AvailableProduct>,
  saved?: { id: number; version: number },
): OrderDraftBody {
  const partnerEnd = type === 'TO' ? 'locationIdFrom' : 'locationIdTo';
  const text = (value: string) => value.trim() || null;
  return {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    transactionTypeId: type,
    [partnerEnd]: form.partnerId,
    sendDate: form.sendDate ?? '',
    reference: text(form.reference),
    myReference: text(form.myReference),
    transportRef: text(form.transportRef),
    carType: form.carType,
    customsHandler: form.customsHandler,
    [draftAddressKind(type)]: addressOf(form.address),
    lines: form.lines.flatMap((line) => {
      const choice = choices.get(line.key);
      return choice
        ? [
            {
              productId: choice.productId,
              treatmentId: choice.treatmentId,
              qualityId: choice.qualityId,
              quantity: line.quantity,
            },
          ]
        : [];
    }),
  };
}

/** Spec §5: a truck of another height means the quantities must be chosen again. */
export function changeTruck(
  form: OrderFormValue,
  truckTypes: readonly TruckType[],
  carType: number | null,
): { form: OrderFormValue; quantitiesCleared: boolean } {
  const height = (id: number | null) => truckTypes.find((truck) => truck.id === id)?.qtyHeight;
  const quantitiesCleared =
    form.carType !== null &&
    carType !== null &&
    height(form.carType) !== height(carType) &&
    form.lines.length > 0;
  const lines = quantitiesCleared ? form.lines.map((line) => ({ ...line, quantity: 0 })) : form.lines;
  return { form: { ...form, carType, lines }, quantitiesCleared };
}
