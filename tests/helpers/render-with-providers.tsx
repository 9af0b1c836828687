import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a component inside the providers the app gives it (Mantine, Lingui). */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MantineProvider>,
    options,
  );
}
