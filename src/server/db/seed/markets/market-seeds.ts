import type { MarketSeed } from '../market-seed.ts';
import { marketDk } from './market-dk.ts';
import { marketFi } from './market-fi.ts';
import { marketNo } from './market-no.ts';
import { marketSe } from './market-se.ts';
import { marketSwa } from './market-swa.ts';

/** Every demo market, in the order of `marketIds`. */
export const marketSeeds: readonly MarketSeed[] = [marketNo, marketSe, marketDk, marketFi, marketSwa];
