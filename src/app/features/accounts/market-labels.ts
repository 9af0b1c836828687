import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MarketId } from '../../../domain/shared/markets.ts';

/** The markets a login belongs to (spec §1): a login name is unique within its market only. */
export const marketLabels = {
  no: msg`Norway`,
  se: msg`Sweden`,
  dk: msg`Denmark`,
  fi: msg`Finland`,
  swa: msg`Washing service`,
} satisfies Record<MarketId, MessageDescriptor>;
