import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CountryId } from '../../../domain/shared/countries.ts';

/** Country names in the user's language (spec §9: Denmark, Finland, Norway, Sweden). */
export const countryLabels = {
  DAN: msg`Denmark`,
  FIN: msg`Finland`,
  NOR: msg`Norway`,
  SVE: msg`Sweden`,
} satisfies Record<CountryId, MessageDescriptor>;
