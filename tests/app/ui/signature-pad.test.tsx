import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignaturePad } from '../../../src/app/ui/signature-pad/signature-pad.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

const drawn = 'data:image/png;base64,iVBORw0KGgo=';

describe('the signature pad (issue 7 item 1)', () => {
  it('prints the name of who signs under the line, and cannot be cleared while empty', () => {
    renderWithProviders(
      <SignaturePad label="Signature" value={null} onChange={() => undefined} signerName="Kari Nordmann" />,
    );
    expect(screen.getByRole('img', { name: 'Signature' })).toBeInTheDocument();
    expect(screen.getByText('Kari Nordmann')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  });

  it('clears a drawn signature on request', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SignaturePad label="Signature" value={drawn} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows why the form cannot be saved without one', () => {
    renderWithProviders(
      <SignaturePad
        label="Signature"
        value={null}
        onChange={() => undefined}
        error="A signature is required"
      />,
    );
    expect(screen.getByText('A signature is required')).toBeInTheDocument();
  });
});
