import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tooltipDelayMs } from '../../../src/domain/shared/tooltip-delay.ts';
import { IconButton } from '../../../src/app/ui/icon-button/icon-button.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

const bell = (
  <svg width="16" height="16" aria-hidden="true">
    <circle cx="8" cy="8" r="6" />
  </svg>
);

describe('icon-only buttons (spec §9)', () => {
  it('shows and hides a tooltip after 100 ms', () => {
    expect(tooltipDelayMs).toBe(100);
  });

  it('is named by its label and shows it as a tooltip on hover, not before the delay', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IconButton label="Alerts">{bell}</IconButton>);
    const button = screen.getByRole('button', { name: 'Alerts' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    const hoveredAt = performance.now();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Alerts');
    expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(tooltipDelayMs - 5);

    await user.unhover(button);
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('passes clicks through to the button', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    renderWithProviders(
      <IconButton label="Increase" onClick={() => (clicks += 1)}>
        +
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(clicks).toBe(1);
  });
});
