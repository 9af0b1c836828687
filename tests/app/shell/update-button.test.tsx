import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateButton } from '../../../src/app/shell/update-button.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

function renderWithVersion(version: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ version }), { status: 200 })),
  );
  return renderWithProviders(<UpdateButton />);
}

describe('the version check (spec §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an Update button when the server runs another version', async () => {
    renderWithVersion('1.0.43');
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('shows nothing while the versions are the same', async () => {
    renderWithVersion('1.0.42');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
