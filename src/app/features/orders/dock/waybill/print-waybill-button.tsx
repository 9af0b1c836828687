import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, useMatches } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { Waybill } from './waybill.tsx';

export interface PrintWaybillButtonProps {
  order: OrderRow;
  truckTypeName: string | null;
  disabled?: boolean;
}

/**
 * 'Print waybill' opens a preview of the waybill with a 'Print' button (issue 6 item 2). Everything it
 * shows comes from the order on the device, so it works with no network. While the dialog is open the
 * waybill is the page's print area, so the browser's own print (Ctrl+P) prints it too.
 */
export function PrintWaybillButton({ order, truckTypeName, disabled }: PrintWaybillButtonProps) {
  const { t } = useLingui();
  const [isOpen, { open, close }] = useDisclosure(false);
  // A phone-sized screen shows the preview on the whole screen; a tablet or desktop as a dialog.
  const isSmallScreen = useMatches({ base: true, sm: false });
  const orderNo = order.orderNo;
  return (
    <>
      <Button variant="default" mih={44} onClick={open} disabled={disabled}>
        {t`Print waybill`}
      </Button>
      <Modal
        opened={isOpen}
        onClose={close}
        title={t`Waybill ${orderNo}`}
        size="calc(210mm + 4rem)"
        fullScreen={isSmallScreen}
        closeButtonProps={{ size: 'xl', 'aria-label': t`Close` }}
      >
        <Group justify="flex-end" mb="md">
          <Button mih={44} onClick={() => window.print()} data-autofocus>
            {t`Print`}
          </Button>
        </Group>
        {/* Rendered only while open: a closed dialog leaves no print area behind. */}
        {isOpen && <Waybill order={order} truckTypeName={truckTypeName} />}
      </Modal>
    </>
  );
}
