import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { worded } from '../../../src/app/i18n/locale-set-wording.ts';
import { navItemLabel } from '../../../src/app/shell/nav-links.ts';

const pooling = {
  isProvider: false,
  isPooling: true,
  isCommission: false,
  isDispatch: false,
  isContainerActive: false,
};
const retail = { ...pooling, isPooling: false };

describe('the locale set swa has its own wording (spec §1)', () => {
  it('gives the washing-service variant its words where they differ', () => {
    expect(i18n._(worded(msg`Orders`, 'swa'))).toBe('Wash orders');
    expect(i18n._(worded(msg`Pickups`, 'swa'))).toBe('Send for washing');
    expect(i18n._(worded(msg`Pallet receipts`, 'swa'))).toBe('Load carrier receipts');
    expect(i18n._(worded(msg`Order`, 'swa'))).toBe('Wash order');
  });

  it('keeps the default wording on the default locale set', () => {
    expect(i18n._(worded(msg`Orders`, 'default'))).toBe('Orders');
    expect(i18n._(worded(msg`Pallet receipts`, 'default'))).toBe('Pallet receipts');
  });

  it('leaves messages without a variant as they are, in both sets', () => {
    const reports = msg`Reports`;
    expect(worded(reports, 'swa')).toBe(reports);
    expect(worded(reports, 'default')).toBe(reports);
  });

  it('keeps the values of a message with placeholders', () => {
    const welcome = msg({ message: 'Welcome, {userName}. You work at {locationName} for {customerName}.' });
    const values = { userName: 'Kari', locationName: 'Vask Alnabru', customerName: 'Renvask AS' };
    expect(i18n._({ ...worded(welcome, 'swa'), values })).toBe(
      'Welcome to the washing service, Kari. You work at Vask Alnabru for Renvask AS.',
    );
  });

  it('a variant is never itself replaced again', () => {
    const variant = worded(msg`Orders`, 'swa');
    expect(worded(variant, 'swa')).toBe(variant);
  });

  it('names the navigation by the host’s locale set (default here: localhost)', () => {
    expect(i18n._(navItemLabel('orders', pooling))).toBe('Orders');
    expect(i18n._(navItemLabel('orders', retail))).toBe('Buy');
  });
});
