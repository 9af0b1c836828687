import { describe, expect, it } from 'vitest';
import { hostConfigFor, hostTable } from '../../../src/app/config/hosts.ts';

describe('host configuration (spec §1, §2)', () => {
  it('picks the API base, locale set and theme by host name', () => {
    expect(hostConfigFor('demo.pallet-portal.se')).toMatchObject({ apiBase: '/api/se', theme: 'default' });
    expect(hostConfigFor('demo.pallet-portal.dk').apiBase).toBe('/api/dk');
    expect(hostConfigFor('demo.pallet-portal.fi').apiBase).toBe('/api/fi');
    expect(hostConfigFor('vask.pallet-portal.no')).toMatchObject({
      apiBase: '/api/swa',
      localeSet: 'swa',
      theme: 'swa',
    });
    expect(hostConfigFor('cma.pallet-portal.no').theme).toBe('cma');
    expect(hostConfigFor('ppa.pallet-portal.no').theme).toBe('ppa');
    expect(hostConfigFor('qa.pallet-portal.no').environment).toBe('qa');
  });

  it('marks the QA and staging hosts, each on the API base of its market (spec §1)', () => {
    expect(hostConfigFor('qa.pallet-portal.no')).toMatchObject({ environment: 'qa', apiBase: '/api/no' });
    expect(hostConfigFor('staging.pallet-portal.no')).toMatchObject({
      environment: 'staging',
      apiBase: '/api/no',
    });
    expect(hostConfigFor('qa.vask.pallet-portal.no')).toMatchObject({
      environment: 'qa',
      apiBase: '/api/swa',
      localeSet: 'swa',
      theme: 'swa',
    });
    expect(hostConfigFor('staging.vask.pallet-portal.no')).toMatchObject({
      environment: 'staging',
      apiBase: '/api/swa',
      localeSet: 'swa',
    });
    for (const [country, market] of [
      ['se', 'se'],
      ['dk', 'dk'],
      ['fi', 'fi'],
    ] as const) {
      expect(hostConfigFor(`qa.pallet-portal.${country}`)).toMatchObject({ environment: 'qa', market });
      expect(hostConfigFor(`staging.pallet-portal.${country}`)).toMatchObject({
        environment: 'staging',
        apiBase: `/api/${market}`,
      });
    }
    expect(hostConfigFor('localhost').environment).toBe('staging');
    for (const production of ['pallet-portal.no', 'demo.pallet-portal.se', 'vask.pallet-portal.no']) {
      expect(hostConfigFor(production).environment).toBe('production');
    }
  });

  it('uses the first entry when no host matches', () => {
    expect(hostConfigFor('unknown.example.com')).toBe(hostTable[0]);
  });

  it('marks the pallet-receipt hosts with their variant', () => {
    expect(hostConfigFor('kvittering.pallet-portal.no').palletReceipts).toBe('plain');
    expect(hostConfigFor('kvittering-lager.pallet-portal.no').palletReceipts).toBe('inventory');
    expect(hostConfigFor('pallet-portal.no').palletReceipts).toBeUndefined();
  });

  it('requires the customer agreement on the Norwegian production and test hosts only (spec §6)', () => {
    expect(hostConfigFor('pallet-portal.no').requiresAgreement).toBe(true);
    expect(hostConfigFor('qa.pallet-portal.no').requiresAgreement).toBe(true);
    expect(hostConfigFor('localhost').requiresAgreement).toBe(true);
    expect(hostConfigFor('demo.pallet-portal.se').requiresAgreement).toBe(false);
    expect(hostConfigFor('vask.pallet-portal.no').requiresAgreement).toBe(false);
  });
});
