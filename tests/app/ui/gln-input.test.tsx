import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkGln } from '../../../src/domain/shared/gln.ts';
import { GlnInput } from '../../../src/app/ui/gln-input/gln-input.tsx';
import { stubApi } from './api-stub.ts';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

function renderGln(initial = '') {
  const onValidityChange = vi.fn();
  const api = stubApi({ GLNValidate: (url: URL) => checkGln(url.searchParams.get('gln') ?? '') });
  function Harness() {
    const [value, setValue] = useState(initial);
    return <GlnInput label="GLN" value={value} onChange={setValue} onValidityChange={onValidityChange} />;
  }
  renderWithProviders(<Harness />);
  return { ...api, onValidityChange, input: screen.getByRole('textbox', { name: 'GLN' }) };
}

describe('GlnInput (spec §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('accepts an empty field as valid', () => {
    const { onValidityChange, input } = renderGln();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText(/digits/)).not.toBeInTheDocument();
  });

  it("takes digits only and says 'Please enter 13 digits' until complete", async () => {
    const user = userEvent.setup();
    const { onValidityChange, input, urlsOf } = renderGln();
    await user.type(input, '40a12-345');
    expect(input).toHaveValue('4012345');
    expect(screen.getByText('Please enter 13 digits')).toBeInTheDocument();
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    expect(urlsOf('GLNValidate')).toHaveLength(0);
  });

  it("checks a complete GLN with the server and shows 'Valid GLN'", async () => {
    const user = userEvent.setup();
    const { onValidityChange, input, urlsOf } = renderGln();
    await user.type(input, '40123450000099');
    expect(input).toHaveValue('4012345000009');
    expect(await screen.findByText('Valid GLN')).toBeInTheDocument();
    expect(urlsOf('GLNValidate').map((url) => url.searchParams.get('gln'))).toEqual(['4012345000009']);
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText('Please enter 13 digits')).not.toBeInTheDocument();
  });

  it("shows 'Invalid GLN' with the reason and emits invalid", async () => {
    const user = userEvent.setup();
    const { onValidityChange, input } = renderGln();
    await user.type(input, '4012345000008');
    expect(await screen.findByText('Invalid GLN: The check digit does not match')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
  });

  it('shows a reason the app does not know as the server sent it', async () => {
    stubApi({ GLNValidate: { ok: false, reason: 'Blocked by GS1' } });
    function Harness() {
      const [value, setValue] = useState('4012345000009');
      return <GlnInput label="GLN" value={value} onChange={setValue} />;
    }
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Invalid GLN: Blocked by GS1')).toBeInTheDocument();
  });

  it('becomes invalid again when a digit is removed', async () => {
    const user = userEvent.setup();
    const { onValidityChange, input } = renderGln('4012345000009');
    await waitFor(() => expect(onValidityChange).toHaveBeenLastCalledWith(true));
    await user.type(input, '{Backspace}');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('Please enter 13 digits')).toBeInTheDocument();
  });
});
