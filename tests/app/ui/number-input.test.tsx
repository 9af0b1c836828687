import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from '../../../src/app/ui/number-input/number-input.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

type Props = Partial<Omit<NumberInputProps, 'value' | 'onChange'>> & { initial?: number };

function renderNumberInput({ initial = 0, ...props }: Props = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <NumberInput
        label="Quantity"
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
  return { onChange, input: screen.getByRole('textbox', { name: 'Quantity' }) };
}

describe('NumberInput (spec §5)', () => {
  it('opens the numeric keypad and shows 0 by default (min 0)', () => {
    const { input } = renderNumberInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveValue('0');
  });

  it('accepts only digits from the keyboard: letters, separators and minus are refused when min is 0', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderNumberInput();
    await user.clear(input);
    await user.type(input, '1a2.,-e3');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith(123);
  });

  it('accepts minus when min is below 0', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderNumberInput({ min: -50 });
    await user.clear(input);
    await user.type(input, '-12');
    expect(input).toHaveValue('-12');
    expect(onChange).toHaveBeenLastCalledWith(-12);
  });

  it('counts an empty field as 0', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderNumberInput({ initial: 40 });
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.tab();
    expect(input).toHaveValue('0');
  });

  it('caps the value at max minus maxExtra and rounds down to the step grid', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderNumberInput({ max: 100, maxExtra: 8, step: 5 });
    await user.clear(input);
    await user.type(input, '250');
    expect(onChange).toHaveBeenLastCalledWith(90);
    expect(input).toHaveValue('90');
  });

  it('rounds a typed value down to the step grid and shows it when the field is left', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderNumberInput({ step: 5 });
    await user.clear(input);
    await user.type(input, '17');
    expect(input).toHaveValue('17');
    expect(onChange).toHaveBeenLastCalledWith(15);
    await user.tab();
    expect(input).toHaveValue('15');
  });

  it('changes the value by step with the arrow keys, within bounds', async () => {
    const user = userEvent.setup();
    const { input } = renderNumberInput({ initial: 5, step: 5, max: 10 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('10');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('10');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('0');
  });

  it('changes the value by step with the − and + buttons, disabled at the bounds', async () => {
    const user = userEvent.setup();
    const { input } = renderNumberInput({ initial: 2, step: 2, max: 4 });
    const increase = screen.getByRole('button', { name: 'Increase' });
    const decrease = screen.getByRole('button', { name: 'Decrease' });
    await user.click(increase);
    expect(input).toHaveValue('4');
    expect(increase).toBeDisabled();
    await user.click(decrease);
    await user.click(decrease);
    expect(input).toHaveValue('0');
    expect(decrease).toBeDisabled();
  });

  it('highlights a warning at or above warnAt', async () => {
    const user = userEvent.setup();
    const { input } = renderNumberInput({ initial: 9, warnAt: 10, warningText: 'Unusually many' });
    expect(input).not.toHaveAttribute('data-warning');
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input).toHaveAttribute('data-warning', 'true');
    expect(screen.getByText('Unusually many')).toBeVisible();
  });

  it('gives the buttons touch targets of at least 44 px', () => {
    renderNumberInput();
    const increase = screen.getByRole('button', { name: 'Increase' });
    expect(increase.style.getPropertyValue('--ai-size')).toBe('calc(2.75rem * var(--mantine-scale))');
  });

  it('follows a value changed by the parent', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [value, setValue] = useState(3);
      return (
        <>
          <NumberInput label="Pallets" value={value} onChange={setValue} />
          <button onClick={() => setValue(7)}>Reset</button>
        </>
      );
    }
    renderWithProviders(<Parent />);
    expect(screen.getByRole('textbox', { name: 'Pallets' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Pallets' })).toHaveValue('7');
  });
});
