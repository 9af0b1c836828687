import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../../src/app/i18n/show-language.ts';
import { ProfileDialog } from '../../../src/app/session/profile-dialog.tsx';
import { makeStart, renderInApp, stubNetwork } from '../features/orders/detail/detail-harness.tsx';

// Showing another language reloads the page, which jsdom cannot do; the test sees the call instead.
vi.mock('../../../src/app/i18n/show-language.ts', () => ({ showLanguage: vi.fn() }));

describe('My profile names the language, not its code (issue 15 item 5; spec §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(showLanguage).mockClear();
  });

  it('shows the user’s language by its name and offers the five by theirs', async () => {
    renderInApp(
      <ProfileDialog onClose={() => undefined} />,
      makeStart({ language: 'sv-SE', phone: '+46 8 123' }),
    );
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('Svenska');
    await userEvent.click(language);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Norsk',
      'Svenska',
      'Dansk',
      'Suomi',
      'English',
    ]);
    expect(screen.queryByText('sv-SE')).not.toBeInTheDocument();
  });

  it('saves a language picked by its name as its locale, and shows the app in it', async () => {
    const { callsOf } = stubNetwork({ user: () => ({ id: 7 }) });
    renderInApp(
      <ProfileDialog onClose={() => undefined} />,
      makeStart({ language: 'en-US', phone: '+47 22 00' }),
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Suomi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showLanguage).toHaveBeenCalledWith('fi-FI'));
    const [saved] = callsOf('user');
    expect(JSON.parse(String(saved?.init?.body))).toMatchObject({ userId: 7, language: 'fi-FI' });
  });
});
