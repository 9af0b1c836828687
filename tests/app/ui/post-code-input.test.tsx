import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressCountryRegion } from '../../../src/domain/shared/post-code.ts';
import { PostCodeInput, type PostCodeValue } from '../../../src/app/ui/post-code-input/post-code-input.tsx';
import { stubApi } from './api-stub.ts';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

const country = (
  id: AddressCountryRegion['id'],
  zipCodeMask: string,
  overrides: Partial<AddressCountryRegion> = {},
): AddressCountryRegion => ({ id, name: id, isAvailable: true, isDefault: false, zipCodeMask, ...overrides });

const nordic = [
  country('DAN', '####'),
  country('FIN', '#####', { isAvailable: false }),
  country('NOR', '####', { isDefault: true }),
  country('SVE', '### ##|#####'),
];
const places: Record<string, string> = { NOR5003: 'BERGEN', SVE11120: 'STOCKHOLM' };

function renderPostCode(countries = nordic, initial: Partial<PostCodeValue> = {}) {
  const api = stubApi({
    AddressCountryRegions: countries,
    AddressZipCode: (url: URL) => {
      const name = places[`${url.searchParams.get('countryId')}${url.searchParams.get('postalCode')}`];
      return name ? { name } : null;
    },
  });
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<PostCodeValue>({
      countryId: null,
      postalCode: '',
      postPlace: '',
      ...initial,
    });
    return (
      <PostCodeInput
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return {
    ...api,
    onChange,
    countrySelect: () => screen.getByRole('combobox', { name: 'Country' }),
    code: () => screen.getByRole('textbox', { name: 'Post code' }),
    place: () => screen.getByRole('textbox', { name: 'Post place' }),
  };
}

const lookups = (urls: URL[]) => urls.map((url) => url.searchParams.get('postalCode'));

describe('PostCodeInput (spec §5, §7)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers the available countries and chooses the default one', async () => {
    const user = userEvent.setup();
    const { countrySelect } = renderPostCode();
    await waitFor(() => expect(countrySelect()).toHaveValue('Norway'));
    await user.click(countrySelect());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Denmark',
      'Norway',
      'Sweden',
    ]);
  });

  it('keeps post code and place disabled until a country is chosen', async () => {
    const user = userEvent.setup();
    const { countrySelect, code, place, urlsOf } = renderPostCode(
      nordic.map((entry) => ({ ...entry, isDefault: false })),
    );
    await waitFor(() => expect(urlsOf('AddressCountryRegions')).toHaveLength(1));
    expect(code()).toBeDisabled();
    expect(place()).toBeDisabled();
    await user.click(countrySelect());
    await user.click(await screen.findByRole('option', { name: 'Denmark' }));
    expect(code()).toBeEnabled();
    expect(place()).toBeEnabled();
  });

  it('looks the place up 500 ms after typing stops, once', async () => {
    const user = userEvent.setup();
    const { code, place, urlsOf } = renderPostCode();
    await waitFor(() => expect(code()).toBeEnabled());
    await user.type(code(), '5003');
    expect(urlsOf('AddressZipCode')).toHaveLength(0);
    await waitFor(() => expect(place()).toHaveValue('BERGEN'));
    expect(lookups(urlsOf('AddressZipCode'))).toEqual(['5003']);
    expect(urlsOf('AddressZipCode')[0]?.searchParams.get('countryId')).toBe('NOR');
    expect(place()).toHaveAttribute('readonly');
  });

  it('waits exactly 500 ms before the lookup', async () => {
    const { code, urlsOf } = renderPostCode();
    await waitFor(() => expect(code()).toBeEnabled());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library's async helpers wait on a real setTimeout, so this test types with fireEvent.
    fireEvent.change(code(), { target: { value: '500' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(code(), { target: { value: '5003' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(urlsOf('AddressZipCode')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(urlsOf('AddressZipCode')).toHaveLength(1);
  });

  it('clears code and place when the country changes', async () => {
    const user = userEvent.setup();
    const { countrySelect, code, place } = renderPostCode();
    await waitFor(() => expect(code()).toBeEnabled());
    await user.type(code(), '5003');
    await waitFor(() => expect(place()).toHaveValue('BERGEN'));
    await user.click(countrySelect());
    await user.click(screen.getByRole('option', { name: 'Sweden' }));
    expect(code()).toHaveValue('');
    expect(place()).toHaveValue('');
  });

  it("does not look up a code whose length fits none of the country's mask variants; the place is typed by hand", async () => {
    const user = userEvent.setup();
    const { code, place, urlsOf } = renderPostCode();
    await waitFor(() => expect(code()).toBeEnabled());
    await user.type(code(), '50031');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(urlsOf('AddressZipCode')).toHaveLength(0);
    expect(place()).toHaveValue('');
    await user.type(place(), 'Utlandet');
    expect(place()).toHaveValue('Utlandet');
  });

  it('matches a mask variant with the spaces removed', async () => {
    const user = userEvent.setup();
    const { code, place, urlsOf } = renderPostCode(nordic, { countryId: 'SVE' });
    await waitFor(() => expect(code()).toBeEnabled());
    await user.type(code(), '111 20');
    await waitFor(() => expect(place()).toHaveValue('STOCKHOLM'));
    expect(lookups(urlsOf('AddressZipCode'))).toEqual(['11120']);
  });

  it("says 'Could not find post place' when the lookup finds nothing, and lets the place be typed", async () => {
    const user = userEvent.setup();
    const { code, place } = renderPostCode();
    await waitFor(() => expect(code()).toBeEnabled());
    await user.type(code(), '0001');
    expect(await screen.findByText('Could not find post place')).toBeInTheDocument();
    await user.type(place(), 'Nowhere');
    expect(place()).toHaveValue('Nowhere');
  });
});
