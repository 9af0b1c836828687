import { useLingui } from '@lingui/react/macro';
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { locationTypeIds } from '../../../../domain/admin/locations.ts';
import { messageTypes } from '../../../../domain/messages/message-query.ts';
import { readableMessageTypes } from '../../../../domain/messages/published-message.ts';
import { locales, type Locale } from '../../../../domain/shared/locales.ts';
import { webTaskIds } from '../../../../domain/tasks/web-tasks.ts';
import { languageNames } from '../../../i18n/language-names.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import type { MessageDraft } from '../message-draft.ts';
import { locationTypeLabels, messageTypeLabels } from '../publishing-labels.ts';

export interface MessageFieldsProps {
  draft: MessageDraft;
  onChange: (change: Partial<MessageDraft>) => void;
  /** The server's complaint per field (400 names the field). */
  errors: Partial<Record<keyof MessageDraft, string>>;
}

const everyType = 'all';
const noArea = 'none';

/** Every field of spec §3 Published message but its text and its state. */
export function MessageFields({ draft, onChange, errors }: MessageFieldsProps) {
  const { t, i18n } = useLingui();
  const canBeMustRead = (readableMessageTypes as readonly string[]).includes(draft.type);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Select
        label={t`Type`}
        data={messageTypes.map((type) => ({ value: type, label: i18n._(messageTypeLabels[type]) }))}
        value={draft.type}
        onChange={(type) =>
          type &&
          onChange({
            type,
            mustRead: draft.mustRead && (readableMessageTypes as readonly string[]).includes(type),
          })
        }
        allowDeselect={false}
        size="md"
        error={errors.type}
      />
      <TextInput
        label={t`Title`}
        value={draft.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        required
        maxLength={200}
        size="md"
        error={errors.title}
      />
      <Select
        label={t`Language`}
        data={locales.map((locale) => ({ value: locale, label: languageNames[locale] }))}
        value={draft.language}
        onChange={(language) => language && onChange({ language: language as Locale })}
        allowDeselect={false}
        size="md"
        error={errors.language}
      />
      <Select
        label={t`Location type`}
        data={[
          { value: everyType, label: t`Every location type` },
          ...locationTypeIds.map((type) => ({ value: type, label: i18n._(locationTypeLabels[type]) })),
        ]}
        value={draft.locationType ?? everyType}
        onChange={(type) => onChange({ locationType: type === everyType || !type ? null : type })}
        allowDeselect={false}
        size="md"
        error={errors.locationType}
      />
      <Select
        label={t`Area`}
        description={t`The menu task the text is about`}
        data={[
          { value: noArea, label: t`No area` },
          ...webTaskIds.map((task) => ({ value: task, label: task })),
        ]}
        value={draft.area ?? noArea}
        onChange={(area) => onChange({ area: area === noArea || !area ? null : area })}
        allowDeselect={false}
        size="md"
        error={errors.area}
      />
      <TextInput
        label={t`Path`}
        description={t`The screen the text belongs to, e.g. /app/reports/volumes`}
        value={draft.path ?? ''}
        onChange={(event) => onChange({ path: event.currentTarget.value.trim() || null })}
        size="md"
        error={errors.path}
      />
      <DatePicker
        label={t`Date`}
        value={draft.date}
        onChange={(date) => date && onChange({ date })}
        allowAllDays
        required
        size="md"
        error={errors.date}
      />
      <DatePicker
        label={t`Show from`}
        value={draft.showFrom}
        onChange={(showFrom) => onChange({ showFrom })}
        allowAllDays
        clearable
        size="md"
        error={errors.showFrom}
      />
      <DatePicker
        label={t`Show to`}
        value={draft.showTo}
        onChange={(showTo) => onChange({ showTo })}
        minDate={draft.showFrom ?? undefined}
        allowAllDays
        clearable
        size="md"
        error={errors.showTo}
      />
      <Checkbox
        label={t`Must read: blocks the app until the reader has read it`}
        checked={draft.mustRead}
        onChange={(event) => onChange({ mustRead: event.currentTarget.checked })}
        disabled={!canBeMustRead}
        size="md"
        mt="lg"
        error={errors.mustRead}
      />
    </SimpleGrid>
  );
}
