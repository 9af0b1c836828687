import type { MarketId } from '../../domain/shared/markets.ts';

export type Environment = 'production' | 'qa' | 'staging';
export type ThemeName = 'default' | 'cma' | 'ppa' | 'swa';
export type LocaleSet = 'default' | 'swa';
export type PalletReceiptVariant = 'plain' | 'inventory';

export interface HostConfig {
  pattern: RegExp;
  market: MarketId;
  apiBase: string;
  environment: Environment;
  localeSet: LocaleSet;
  theme: ThemeName;
  /** Host names with a pallet-receipt marker send every /app path to that variant (spec §2). */
  palletReceipts?: PalletReceiptVariant;
  /**
   * Whether a customer must accept the standard agreement before using the portal here (spec §6: Norway
   * production and test). The login asks for it when the host requires it and the customer has not.
   */
  requiresAgreement: boolean;
}

/** A market's API base on this origin (spec §1, §7): the server answers every market under /api/{market}. */
export const apiBaseFor = (market: MarketId) => `/api/${market}`;

const host = (
  pattern: RegExp,
  market: MarketId,
  rest: Partial<Omit<HostConfig, 'pattern' | 'market' | 'apiBase'>> = {},
): HostConfig => ({
  pattern,
  market,
  apiBase: apiBaseFor(market),
  environment: 'production',
  localeSet: 'default',
  theme: 'default',
  requiresAgreement: false,
  ...rest,
});

/** Host patterns → API base, environment, locale set and theme (spec §1). The first is the default. */
export const hostTable: readonly HostConfig[] = [
  // The development host stands in for Norway's test host, agreement included.
  host(/^(localhost|127\.0\.0\.1|\[::1\])$/, 'no', { environment: 'staging', requiresAgreement: true }),
  host(/^kvittering-lager\./, 'no', { palletReceipts: 'inventory' }),
  host(/^kvittering\./, 'no', { palletReceipts: 'plain' }),
  host(/^qa\.vask\./, 'swa', { environment: 'qa', localeSet: 'swa', theme: 'swa' }),
  host(/^staging\.vask\./, 'swa', { environment: 'staging', localeSet: 'swa', theme: 'swa' }),
  host(/^qa\..*\.no$/, 'no', { environment: 'qa', requiresAgreement: true }),
  host(/^staging\..*\.no$/, 'no', { environment: 'staging', requiresAgreement: true }),
  host(/^qa\..*\.se$/, 'se', { environment: 'qa' }),
  host(/^staging\..*\.se$/, 'se', { environment: 'staging' }),
  host(/^qa\..*\.dk$/, 'dk', { environment: 'qa' }),
  host(/^staging\..*\.dk$/, 'dk', { environment: 'staging' }),
  host(/^qa\..*\.fi$/, 'fi', { environment: 'qa' }),
  host(/^staging\..*\.fi$/, 'fi', { environment: 'staging' }),
  host(/^vask\./, 'swa', { localeSet: 'swa', theme: 'swa' }),
  host(/^cma\./, 'no', { theme: 'cma', requiresAgreement: true }),
  host(/^ppa\./, 'no', { theme: 'ppa', requiresAgreement: true }),
  host(/\.se$/, 'se'),
  host(/\.dk$/, 'dk'),
  host(/\.fi$/, 'fi'),
  host(/\.no$/, 'no', { requiresAgreement: true }),
];

export function hostConfigFor(hostname: string, table: readonly HostConfig[] = hostTable): HostConfig {
  const config = table.find((entry) => entry.pattern.test(hostname.toLowerCase())) ?? table[0];
  if (!config) throw new Error('The host table is empty');
  return config;
}

export const currentHost: HostConfig =
  typeof window === 'undefined' ? hostConfigFor('localhost') : hostConfigFor(window.location.hostname);
