import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaybillFacts } from '../../../../src/app/features/orders/dock/waybill/waybill-facts.tsx';
import { renderWithProviders } from '../../../helpers/render-with-providers.tsx';
import { makeOrder } from '../orders/make-order.ts';

const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the waybill prints customs and the order’s own address (issue 21 item 2, spec §3)', () => {
  it('prints who declares customs, how far it is and the delivery address', () => {
    renderWithProviders(
      <WaybillFacts
        truckTypeName={null}
        order={makeOrder({
          customsHandler: 'kgh',
          customsStatus: 'pending',
          deliveryAddress: {
            name: 'Tullager Svinesund',
            street: 'Svinesundsvägen 1',
            countryId: 'SVE',
            postalCode: '452 93',
            postPlace: 'Strömstad',
          },
        })}
      />,
    );
    expect(factOf('Customs handling')).toHaveTextContent('Customs agent (KGH)');
    expect(factOf('Customs status')).toHaveTextContent('Declaration pending');
    expect(factOf('Delivery address')).toHaveTextContent(
      'Tullager Svinesund, Svinesundsvägen 1, 452 93 Strömstad, Sweden',
    );
  });

  it('prints no customs lines for an order without customs', () => {
    renderWithProviders(
      <WaybillFacts truckTypeName={null} order={makeOrder({ customsHandler: 'none', customsStatus: '' })} />,
    );
    expect(screen.queryByText('Customs handling')).not.toBeInTheDocument();
    expect(screen.queryByText('Customs status')).not.toBeInTheDocument();
  });
});
