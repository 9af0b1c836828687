import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditSubjectText } from '../../../../src/app/features/global-admin/audit-subject.ts';

describe("a log entry's subject in the reader's language", () => {
  beforeEach(() => {
    // The Norwegian catalogue's words (locales/nb-NO.po), by their English msgids.
    i18n.loadAndActivate({
      locale: 'nb-NO',
      messages: {
        [generateMessageId('Order {orderNo}')]: 'Bestilling {orderNo}',
        [generateMessageId('Order {orderNo}: customs')]: 'Bestilling {orderNo}: toll',
        [generateMessageId('User')]: 'Bruker',
        [generateMessageId('Users')]: 'Brukere',
      },
    });
  });
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  });

  it('names orders, changed entities and imports in Norwegian', () => {
    expect(auditSubjectText('orderStatus', 'order 2026-0042', i18n)).toBe('Bestilling 2026-0042');
    expect(auditSubjectText('orderStatus', 'order 2026-0042 customs', i18n)).toBe(
      'Bestilling 2026-0042: toll',
    );
    expect(auditSubjectText('adminChange', 'user jon.vik', i18n)).toBe('Bruker jon.vik');
    expect(auditSubjectText('import', 'users: 12', i18n)).toBe('Brukere: 12');
  });

  it('shows a call, an app error and an unknown form as written', () => {
    expect(auditSubjectText('forbidden', 'GET /api/no/adminUsers', i18n)).toBe('GET /api/no/adminUsers');
    expect(auditSubjectText('clientError', 'alerts: Failed to fetch', i18n)).toBe('alerts: Failed to fetch');
    expect(auditSubjectText('adminChange', 'gadget 7', i18n)).toBe('gadget 7');
  });
});
