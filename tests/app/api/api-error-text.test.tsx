import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { apiErrorText, serverRefusalText } from '../../../src/app/api/api-error-text.ts';
import { OrderScreen } from '../../../src/app/features/orders/order-screen.tsx';
import { renderInApp, stubNetwork } from '../features/orders/detail/detail-harness.tsx';

/** A few of the Norwegian catalogue's messages (locales/nb-NO.po), by their English msgid. */
const norwegian: Record<string, string> = {
  'Order not found': 'Fant ikke ordren',
  'Picked quantity missing': 'Plukket antall mangler',
  'You do not have access to this': 'Du har ikke tilgang til dette',
  'The network is not reachable': 'Nettverket er ikke tilgjengelig',
  'Some of the values are not valid': 'Noen av verdiene er ikke gyldige',
  'An unexpected error occurred, please try again.': 'Det oppstod en uventet feil, prøv igjen.',
  'The order was not found': 'Fant ikke bestillingen',
  'Request id: {requestId}': 'Forespørsels-ID: {requestId}',
};

/** The server's error body, as the API client keeps it in `inner`. */
const refused = (status: number, message: string, type: string, code?: string) =>
  new ApiError(status, message, type, { message, type, ...(code ? { code } : {}) });

describe('server refusals in the user’s language, by their code or type (issue 15 item 5; spec §8)', () => {
  beforeEach(() => {
    const messages = Object.fromEntries(
      Object.entries(norwegian).map(([english, text]) => [generateMessageId(english), text]),
    );
    i18n.loadAndActivate({ locale: 'nb-NO', messages });
  });
  afterEach(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

  it('adds the request id to a server failure, for the user to quote, and not to a refusal', () => {
    const failed = new ApiError(
      500,
      'An unexpected error occurred, please try again.',
      'ServerError',
      {},
      null,
      'req-5e1f',
    );
    expect(apiErrorText(failed, i18n)).toBe(
      'Det oppstod en uventet feil, prøv igjen. Forespørsels-ID: req-5e1f',
    );
    const notFound = new ApiError(
      404,
      'Order not found',
      'NotFound',
      { code: 'OrderNotFound' },
      null,
      'req-77',
    );
    expect(apiErrorText(notFound, i18n)).toBe('Fant ikke ordren');
  });

  it('shows the app’s own message for the code the server sent, whatever its English text', () => {
    expect(apiErrorText(refused(404, 'Order not found', 'NotFound', 'OrderNotFound'), i18n)).toBe(
      'Fant ikke ordren',
    );
    expect(apiErrorText(refused(404, 'No such order, sorry', 'NotFound', 'OrderNotFound'), i18n)).toBe(
      'Fant ikke ordren',
    );
  });

  it('finds the code of a refusal the outbox kept without one, by its message or its type', () => {
    expect(serverRefusalText({ message: 'Order not found', type: 'NotFound' }, i18n)).toBe(
      'Fant ikke ordren',
    );
    expect(serverRefusalText({ message: 'Line 2 has none', type: 'PickedQuantityMissing' }, i18n)).toBe(
      'Plukket antall mangler',
    );
  });

  it('shows a message the app does not know by its type', () => {
    expect(apiErrorText(refused(403, 'You may not do this new thing', 'Forbidden'), i18n)).toBe(
      'Du har ikke tilgang til dette',
    );
    expect(apiErrorText(refused(400, 'lines.0.quantity: too big', 'ValidationError'), i18n)).toBe(
      'Noen av verdiene er ikke gyldige',
    );
    expect(apiErrorText(new ApiError(0, 'The network is not reachable', 'NetworkError'), i18n)).toBe(
      'Nettverket er ikke tilgjengelig',
    );
  });

  it('falls back to the server’s text only for a type it does not know', () => {
    expect(apiErrorText(refused(418, 'I am a teapot', 'Teapot'), i18n)).toBe('I am a teapot');
    expect(apiErrorText(new Error('boom'), i18n)).toBe('Det oppstod en uventet feil, prøv igjen.');
  });

  it('says an unknown order id in Norwegian on the Norwegian order screen', async () => {
    stubNetwork({
      order: () =>
        new Response(
          JSON.stringify({ error: { message: 'Order not found', type: 'NotFound', code: 'OrderNotFound' } }),
          { status: 404, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderInApp(<OrderScreen orderId="987654" newType="TO" title={{ id: 'Order' }} tabs="orders" />);
    expect(await screen.findByText('Fant ikke bestillingen')).toBeInTheDocument();
    expect(screen.getByText('Fant ikke ordren')).toBeInTheDocument();
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
  });
});
