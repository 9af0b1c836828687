import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { interCompanyLinkLabel } from '../../../src/app/shell/inter-company-links.ts';

describe('inter-company links (spec §3)', () => {
  it('are named by their country in the user’s language', () => {
    expect(interCompanyLinkLabel('SVE', i18n)).toBe('Sweden');
    expect(interCompanyLinkLabel('DAN', i18n)).toBe('Denmark');
    expect(interCompanyLinkLabel('fin', i18n)).toBe('Finland');
  });

  it('show a country code the app does not know as it is', () => {
    expect(interCompanyLinkLabel('ISL', i18n)).toBe('ISL');
  });
});
