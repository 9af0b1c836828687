import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AutosizeTextarea } from '../../../src/app/ui/autosize-textarea/autosize-textarea.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

describe('AutosizeTextarea (spec §5)', () => {
  it('starts with 1 row and grows to at most 100 px high', () => {
    renderWithProviders(<AutosizeTextarea label="Comment" />);
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(field).toHaveAttribute('rows', '1');
    expect(field).toHaveStyle({ maxHeight: '100px', overflowY: 'auto' });
  });

  it('takes another starting row count', () => {
    renderWithProviders(<AutosizeTextarea label="Comment" rows={3} />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('rows', '3');
  });

  it('stops typing at the optional maxLength', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AutosizeTextarea label="Comment" maxLength={5} />);
    const field = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(field, 'Pallets are here');
    expect(field).toHaveValue('Palle');
  });
});
