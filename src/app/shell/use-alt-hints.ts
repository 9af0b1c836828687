import { useEffect, useState } from 'react';

/**
 * The Alt key alone toggles numbered hints on the navigation; Alt plus a number jumps to that link
 * (spec §2). Alt used with any other key does not toggle.
 */
export function useAltHints(linkCount: number, onJump: (index: number) => void): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    let altAlone = false;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Alt') {
        altAlone = true;
        return;
      }
      altAlone = false;
      if (!event.altKey) return;
      const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
      if (digit && Number(digit) <= linkCount) {
        event.preventDefault();
        onJump(Number(digit) - 1);
        setIsShown(false);
      }
    };
    const handleKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Alt' && altAlone) {
        event.preventDefault();
        setIsShown((shown) => !shown);
      }
      altAlone = false;
    };
    window.addEventListener('keydown', handleKeyDown);
    window.addEventListener('keyup', handleKeyUp);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener('keyup', handleKeyUp);
    };
  }, [linkCount, onJump]);
  return isShown;
}
