import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAltHints } from '../../../src/app/shell/use-alt-hints.ts';

function Hints({ linkCount, onJump }: { linkCount: number; onJump: (index: number) => void }) {
  const isShown = useAltHints(linkCount, onJump);
  return <p>{isShown ? 'hints shown' : 'hints hidden'}</p>;
}

describe('Alt hints on the navigation (spec §2)', () => {
  it('toggles on Alt alone even when the shell renders again between keydown and keyup', () => {
    const { rerender } = render(<Hints linkCount={3} onJump={() => undefined} />);
    act(() => void fireEvent.keyDown(window, { key: 'Alt', altKey: true }));
    // A badge or a sync re-renders the shell with a new jump handler while Alt is held.
    rerender(<Hints linkCount={4} onJump={() => undefined} />);
    act(() => void fireEvent.keyUp(window, { key: 'Alt' }));
    expect(screen.getByText('hints shown')).toBeInTheDocument();
  });

  it('jumps with Alt and a number to that link, through the latest handler', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Hints linkCount={3} onJump={first} />);
    rerender(<Hints linkCount={3} onJump={latest} />);
    act(() => void fireEvent.keyDown(window, { key: '2', code: 'Digit2', altKey: true }));
    expect(latest).toHaveBeenCalledWith(1);
    expect(first).not.toHaveBeenCalled();
    act(() => void fireEvent.keyDown(window, { key: '9', code: 'Digit9', altKey: true }));
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
