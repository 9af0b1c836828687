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
}

const host = (
  pattern: RegExp,
  market: MarketId,
  rest: Partial<Omit<HostConfig, 'pattern' | 'market' | 'apiBase'>> = {},
): HostConfig => ({
  pattern,
  market,
  apiBase: `/api/${market}`,
  environment: 'production',
  localeSet: 'default',
  theme: 'default',
  ...rest,
});

/** Host patterns → API base, environment, locale set and theme (spec §1). The first is the default. */
export const hostTable: readonly HostConfig[] = [
  host(/^(localhost|127\.0\.0\.1|\[::1\])$/, 'no', { environment: 'staging' }),
  host(/^kvittering-lager\./, 'no', { palletReceipts: 'inventory' }),
  host(/^kvittering\./, 'no', { palletReceipts: 'plain' }),
  host(/^qa\..*\.no$/, 'no', { environment: 'qa' }),
  host(/^vask\./, 'swa', { localeSet: 'swa', theme: 'swa' }),
  host(/^cma\./, 'no', { theme: 'cma' }),
  host(/^ppa\./, 'no', { theme: 'ppa' }),
  host(/\.se$/, 'se'),
  host(/\.dk$/, 'dk'),
  host(/\.fi$/, 'fi'),
  host(/\.no$/, 'no'),
];

export function hostConfigFor(hostname: string, table: readonly HostConfig[] = hostTable): HostConfig {
  const config = table.find((entry) => entry.pattern.test(hostname.toLowerCase())) ?? table[0];
  if (!config) throw new Error('The host table is empty');
  return config;
}

export const currentHost: HostConfig =
  typeof window === 'undefined' ? hostConfigFor('localhost') : hostConfigFor(window.location.hostname);
