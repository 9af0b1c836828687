import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchSelect, type SearchSelectProps } from '../../../src/app/ui/search-select/search-select.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

const pallets = [
  { value: 'EUR', label: 'Euro pallet' },
  { value: 'HALF', label: 'Half pallet' },
  { value: 'CHEP-B', label: 'Blue pallet' },
  { value: 'BOX', label: 'Pallet collar' },
];
const many = Array.from({ length: 20 }, (_, index) => ({
  value: `P${index + 1}`,
  label: `Product ${index + 1}`,
}));

function renderSelect(props: Partial<SearchSelectProps> = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <SearchSelect
        label="Product"
        data={pallets}
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { onChange, input: screen.getByRole('combobox', { name: 'Product' }) };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SearchSelect (spec §5, §9)', () => {
  it('matches the text case-insensitively', async () => {
    const user = userEvent.setup();
    const { input } = renderSelect();
    await user.type(input, 'PALLET C');
    expect(optionNames()).toEqual(['Pallet collar']);
  });

  it('matches the value as well as the text', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderSelect();
    await user.type(input, 'chep');
    expect(optionNames()).toEqual(['Blue pallet']);
    await user.click(screen.getByRole('option', { name: 'Blue pallet' }));
    expect(onChange).toHaveBeenLastCalledWith('CHEP-B');
  });

  it('starts the search from minChars; below it every option shows', async () => {
    const user = userEvent.setup();
    const { input } = renderSelect({ minChars: 3 });
    await user.type(input, 'ha');
    expect(optionNames()).toHaveLength(4);
    await user.type(input, 'l');
    expect(optionNames()).toEqual(['Half pallet']);
  });

  it("says 'Nothing found' when no option matches", async () => {
    const user = userEvent.setup();
    const { input } = renderSelect();
    await user.type(input, 'crate');
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
  });

  it('jumps 6 items with page-down and page-up, stopping at the ends', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderSelect({ data: many });
    await user.click(input);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('option', { name: 'Product 6' })).toHaveAttribute('data-combobox-selected');
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(screen.getByRole('option', { name: 'Product 20' })).toHaveAttribute('data-combobox-selected');
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('option', { name: 'Product 14' })).toHaveAttribute('data-combobox-selected');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('P14');
  });

  it('limits the dropdown height to 72 units of 4 px by default (spec §9)', async () => {
    const user = userEvent.setup();
    const { input } = renderSelect({ data: many });
    await user.click(input);
    const scrollArea = screen.getByRole('listbox').querySelector<HTMLElement>('[style*="max-height"]');
    expect(scrollArea?.style.maxHeight).toBe('calc(18rem * var(--mantine-scale))');
  });
});
