import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { WaybillSheet } from './waybill-sheet.tsx';
import '../../../../ui/print-area/print-area.css';
import './waybill-print.css';

export interface WaybillProps {
  order: OrderRow;
  /** The name of the order's car type (from the start bundle's truck types), or null when none is set. */
  truckTypeName: string | null;
}

/**
 * The printable waybill of an expedition (issue 6 item 2): one sheet per copy the order asks for, at
 * least one. The element is the page's print area (waybill-print.css), so printing shows only the sheets.
 */
export function Waybill({ order, truckTypeName }: WaybillProps) {
  const copies = Math.max(1, Math.floor(order.numberOfCopies || 1));
  return (
    <div className="waybill" data-print-area="">
      {Array.from({ length: copies }, (_, index) => (
        <WaybillSheet
          key={index}
          order={order}
          truckTypeName={truckTypeName}
          copy={index + 1}
          copies={copies}
        />
      ))}
    </div>
  );
}
