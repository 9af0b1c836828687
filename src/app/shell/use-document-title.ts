import { useEffect } from 'react';
import { brands } from '../config/brands.ts';
import { currentHost } from '../config/hosts.ts';

/** The browser tab reads the screen's title, then the brand (README, 2026-11-25). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const brand = brands[currentHost.theme].name;
    document.title = `${title} – ${brand}`;
    return () => {
      document.title = brand;
    };
  }, [title]);
}
