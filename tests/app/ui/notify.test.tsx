import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../src/app/ui/notify/notify.ts';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

describe('notify (spec §8, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => notifications.clean());
  });

  it('shows a positive notice with title and text, closable by the user', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Notifications />);
    act(() => void notify({ kind: 'positive', title: 'Saved', text: 'Profile saved' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Saved');
    expect(notice).toHaveTextContent('Profile saved');
    expect(notice.style.getPropertyValue('--notification-color')).toContain('green');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows a negative notice in red', async () => {
    renderWithProviders(<Notifications />);
    act(() => void notify({ kind: 'negative', text: 'Could not save comment' }));
    const notice = await screen.findByRole('alert');
    expect(notice.style.getPropertyValue('--notification-color')).toContain('red');
  });

  it('closes by itself after 10000 ms by default', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Notifications />);
    act(() => void notify({ kind: 'positive', text: 'Pallet receipt deleted' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    // The notice has left the queue and only its closing transition remains.
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
