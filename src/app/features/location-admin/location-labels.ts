import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoadType, LocationTypeId } from '../../../domain/admin/locations.ts';

/** spec §3 Location (administration): type customer/vendor, retail/wholesale or all. */
export const locationTypeLabels = {
  LEV: msg`Customer / vendor (LEV)`,
  GRS: msg`Retail / wholesale (GRS)`,
  NLP: msg`All (NLP)`,
} satisfies Record<LocationTypeId, MessageDescriptor>;

export const loadTypeLabels = {
  rear: msg`Rear loading`,
  side: msg`Side loading`,
  top: msg`Top loading`,
} satisfies Record<LoadType, MessageDescriptor>;
