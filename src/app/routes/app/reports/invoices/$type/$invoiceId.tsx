import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { isInvoiceType } from '../../../../../../domain/reports/invoices.ts';
import { pathIdOf } from '../../../../../../domain/shared/id.ts';
import { InvoiceDetail } from '../../../../../features/reports/components/invoice-detail.tsx';
import { ScreenFrame } from '../../../../../shell/screen-frame.tsx';

function InvoicePage() {
  const { type, invoiceId } = Route.useParams();
  const id = pathIdOf(invoiceId);
  return (
    <ScreenFrame title={msg`Invoice`}>
      {isInvoiceType(type) && id > 0 ? (
        <InvoiceDetail type={type} id={id} />
      ) : (
        <Alert color="yellow" role="alert">
          <Trans>There is no such invoice.</Trans>
        </Alert>
      )}
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/invoices/$type/$invoiceId')({ component: InvoicePage });
