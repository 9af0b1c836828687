import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostConfigFor } from '../../../../src/app/config/hosts.ts';
import { mainApiCalls } from '../../../../src/app/features/api-info/api-calls.ts';
import { ApiScreen } from '../../../../src/app/features/api-info/components/api-screen.tsx';
import { renderWithProviders } from '../../../helpers/render-with-providers.tsx';

describe('the API screen (spec §2 api, §7)', () => {
  it('shows the host’s API base as a full URL, its market and environment', () => {
    renderWithProviders(
      <ApiScreen
        host={hostConfigFor('qa.vask.pallet-portal.no')}
        origin="https://qa.vask.pallet-portal.no"
      />,
    );
    expect(screen.getByTestId('api-base')).toHaveTextContent('https://qa.vask.pallet-portal.no/api/swa');
    const facts = screen.getByRole('table', { name: "This portal's API" });
    expect(within(facts).getByRole('row', { name: /Market/ })).toHaveTextContent('Washing service (swa)');
    expect(within(facts).getByRole('row', { name: /Environment/ })).toHaveTextContent('QA');
  });

  it('links the OpenAPI reference in a new tab', () => {
    renderWithProviders(
      <ApiScreen host={hostConfigFor('pallet-portal.no')} origin="https://pallet-portal.no" />,
    );
    const link = screen.getByRole('link', { name: /API reference/ });
    expect(link).toHaveAttribute('href', '/api/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('lists the main calls with method and purpose, and no token', () => {
    localStorage.setItem('token', 'secret-session-token');
    const { container } = renderWithProviders(
      <ApiScreen host={hostConfigFor('pallet-portal.no')} origin="https://pallet-portal.no" />,
    );
    const calls = screen.getByRole('table', { name: 'Main calls' });
    const rows = within(calls).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(mainApiCalls.length);
    expect(within(calls).getByRole('row', { name: /Login POST/ })).toBeInTheDocument();
    expect(within(calls).getByRole('row', { name: /Orders GET/ })).toBeInTheDocument();
    expect(container.textContent).not.toContain('secret-session-token');
    localStorage.clear();
  });
});
