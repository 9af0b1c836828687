import {
  transportSchema,
  type PickingLine,
  type PickingMark,
  type Transport,
  waybillCopiesMax,
} from '../../../../../domain/dock/picking.ts';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import type { OrderPickingPayload } from '../../../../offline/outbox-kinds.ts';

/** The transport fields as the inputs hold them: texts as typed (trimmed and emptied to null on save). */
export interface TransportFormValue {
  carNo: string;
  carNo2: string;
  carType: number | null;
  cartman: string;
  loadText: string;
  transportText: string;
  waybillInfo: string;
  numberOfCopies: number;
  sendDate: string | null;
}

/**
 * The expedition form: a picked quantity per line id, null until the dock worker types one — a missing
 * quantity is not 0 (spec §5 'Picked quantity missing') — and the truck and waybill fields.
 */
export interface PickingFormValue {
  picked: Record<number, number | null>;
  transport: TransportFormValue;
}

/** The longest text each transport field takes (the domain's transport schema). */
export const transportTextMax = {
  carNo: 20,
  carNo2: 20,
  cartman: 100,
  loadText: 500,
  transportText: 500,
  waybillInfo: 500,
} as const;

export function pickingFormOf(order: OrderRow): PickingFormValue {
  return {
    picked: Object.fromEntries(order.transactions.map((line) => [line.id, line.quantityPicked])),
    transport: {
      carNo: order.carNo ?? '',
      carNo2: order.carNo2 ?? '',
      carType: order.carType,
      cartman: order.cartman ?? '',
      loadText: order.loadText ?? '',
      transportText: order.transportText ?? '',
      waybillInfo: order.waybillInfo ?? '',
      numberOfCopies: Math.min(waybillCopiesMax, Math.max(1, order.numberOfCopies || 1)),
      sendDate: order.dateSend,
    },
  };
}

/** The order's lines with the form's quantities; a line the form does not know keeps its own. */
export function pickingLinesOf(order: OrderRow, form: PickingFormValue): PickingLine[] {
  return order.transactions.map((line) => ({
    lineId: line.id,
    quantityPicked: line.id in form.picked ? (form.picked[line.id] ?? null) : line.quantityPicked,
  }));
}

export const transportOf = (form: PickingFormValue): Transport => transportSchema.parse(form.transport);

/** POST orderPicking's body without the version (the outbox entry's base version carries it). */
export function pickingPayloadOf(
  order: OrderRow,
  form: PickingFormValue,
  markAs: PickingMark,
  deleteZeroLines: boolean,
): OrderPickingPayload {
  return {
    orderId: order.id,
    lines: pickingLinesOf(order, form),
    deleteZeroLines,
    transport: transportOf(form),
    markAs,
  };
}

/** The order as the form now says, for a waybill printed before anything is saved or sent. */
export function orderWithForm(order: OrderRow, form: PickingFormValue): OrderRow {
  const lines = pickingLinesOf(order, form);
  const { sendDate, ...transport } = transportOf(form);
  return {
    ...order,
    ...transport,
    dateSend: sendDate ?? order.dateSend,
    transactions: order.transactions.map((line, index) => ({
      ...line,
      quantityPicked: lines[index]!.quantityPicked,
    })),
  };
}
