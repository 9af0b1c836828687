import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertTitle } from '../../../src/app/shell/alert-labels.ts';

describe('alert titles in the bell', () => {
  beforeEach(() => {
    // The Norwegian catalogue's word (locales/nb-NO.po), by its English msgid.
    i18n.loadAndActivate({
      locale: 'nb-NO',
      messages: { [generateMessageId('Server error')]: 'Serverfeil' },
    });
  });
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  });

  it("shows the server's own Log alert in the reader's language, and a person's title as written", () => {
    expect(alertTitle({ source: 'Log', title: 'Server error' }, i18n)).toBe('Serverfeil');
    expect(alertTitle({ source: 'Log', title: 'Nattlig import fullført' }, i18n)).toBe(
      'Nattlig import fullført',
    );
    expect(alertTitle({ source: 'Support', title: 'Server error' }, i18n)).toBe('Server error');
  });
});
