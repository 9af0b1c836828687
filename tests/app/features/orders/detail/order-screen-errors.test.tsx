import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderScreen } from '../../../../../src/app/features/orders/order-screen.tsx';
import { failure, renderInApp, stubNetwork } from './detail-harness.tsx';

/**
 * Issue 15 item 3: an unknown or foreign order id on /app/orders/{id} spun forever while the page read
 * GET order about 75 times a second. The answer is shown once, with a way back, and not read again.
 */
describe('an order screen for an order that cannot be shown', () => {
  it.each([
    [404, 'Order not found', 'NotFound', 'The order was not found'],
    [403, 'You do not have access to this', 'Forbidden', 'You may not see this order'],
  ])('answers %i once with a clear message and a way back', async (status, message, type, title) => {
    const { calls } = stubNetwork({ order: () => failure(status, message, type) });
    renderInApp(<OrderScreen orderId="987654" newType="TO" title={{ id: 'Order' }} tabs="orders" />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/app/home');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((call) => call.call === 'order')).toHaveLength(1);
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('shows an id that is no id (/app/orders/0x1) as not found without reading it', async () => {
    const { calls } = stubNetwork({});
    renderInApp(<OrderScreen orderId="0x1" newType="TO" title={{ id: 'Order' }} tabs="orders" />);
    expect(await screen.findByText('The order was not found')).toBeInTheDocument();
    expect(calls.filter((call) => call.call === 'order')).toHaveLength(0);
  });
});
