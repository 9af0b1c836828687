import { useEffect, useRef, useState } from 'react';

/**
 * The Alt key alone toggles numbered hints on the navigation; Alt plus a number jumps to that link
 * (spec §2). Alt used with any other key does not toggle.
 */
export function useAltHints(linkCount: number, onJump: (index: number) => void): boolean {
  const [isShown, setIsShown] = useState(false);
  // The listeners are added once and read the latest links through this ref: re-adding them on every
  // render (new badges, a sync) between Alt's keydown and keyup would forget that Alt went down alone.
  const latest = useRef({ linkCount, onJump });
  useEffect(() => {
    latest.current = { linkCount, onJump };
  });
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
      if (digit && Number(digit) <= latest.current.linkCount) {
        event.preventDefault();
        latest.current.onJump(Number(digit) - 1);
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
  }, []);
  return isShown;
}
