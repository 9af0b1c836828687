import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LocationTypeId } from '../../../domain/admin/locations.ts';
import type { MessageType, MessageVisibility } from '../../../domain/messages/published-message.ts';

/** spec §3 Message types. */
export const messageTypeLabels = {
  Messages: msg`Message`,
  Articles: msg`Article`,
  Guides: msg`Guide`,
  Login: msg`Login message`,
  Reports: msg`Report message`,
  System: msg`System message`,
} satisfies Record<MessageType, MessageDescriptor>;

/** spec §3 visibility, the publishing state. */
export const visibilityLabels = {
  Draft: msg`Draft`,
  Published: msg`Published`,
  Withdrawn: msg`Withdrawn`,
} satisfies Record<MessageVisibility, MessageDescriptor>;

export const visibilityColors = {
  Draft: 'gray',
  Published: 'green',
  Withdrawn: 'orange',
} satisfies Record<MessageVisibility, string>;

/** The location types a text can be meant for (spec §3 location type). */
export const locationTypeLabels = {
  LEV: msg`Customer / vendor (LEV)`,
  GRS: msg`Retail / wholesale (GRS)`,
  NLP: msg`All (NLP)`,
} satisfies Record<LocationTypeId, MessageDescriptor>;
