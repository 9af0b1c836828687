import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LogoutConfirm } from '../../../src/app/offline/device-changes/logout-confirm.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

describe('logging out with unsent changes (ARCHITECTURE.md offline model)', () => {
  it('says how many changes stay on the device and logs out only when confirmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<LogoutConfirm unsent={3} onConfirm={onConfirm} onCancel={onCancel} />);

    expect(await screen.findByText(/3 changes on this device are not sent yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is not shown when nothing waits', () => {
    renderWithProviders(<LogoutConfirm unsent={0} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
