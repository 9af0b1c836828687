import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { messageTypes } from '../../../../domain/messages/message-query.ts';
import type { MessageType, PublishedMessage } from '../../../../domain/messages/published-message.ts';
import { locales, type Locale } from '../../../../domain/shared/locales.ts';
import { languageNames } from '../../../i18n/language-names.ts';
import { messageTypeLabels } from '../publishing-labels.ts';
import { MessageEditor } from './message-editor.tsx';
import { PublishedList } from './published-list.tsx';

export interface PublishingScreenProps {
  /** The app's language: a new text starts in it. */
  language: Locale;
}

/** The global admin's publishing (issue 19 item 5): the market's texts, and one open in the editor. */
export function PublishingScreen({ language }: PublishingScreenProps) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<MessageType | null>(null);
  const [filterLanguage, setFilterLanguage] = useState<Locale | null>(null);
  const [open, setOpen] = useState<PublishedMessage | 'new' | null>(null);

  if (open !== null) {
    return (
      <MessageEditor
        key={open === 'new' ? 'new' : open.id}
        message={open === 'new' ? null : open}
        language={language}
        onClose={() => setOpen(null)}
      />
    );
  }
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t`Type`}
          placeholder={t`All types`}
          data={messageTypes.map((value) => ({ value, label: i18n._(messageTypeLabels[value]) }))}
          value={type}
          onChange={setType}
          clearable
          size="md"
          w={220}
        />
        <Select
          label={t`Language`}
          placeholder={t`All languages`}
          data={locales.map((value) => ({ value, label: languageNames[value] }))}
          value={filterLanguage}
          onChange={setFilterLanguage}
          clearable
          size="md"
          w={200}
        />
        <Button size="md" onClick={() => setOpen('new')} ml="auto">
          <Trans>New text</Trans>
        </Button>
      </Group>
      <PublishedList
        filter={{ ...(type ? { type } : {}), ...(filterLanguage ? { language: filterLanguage } : {}) }}
        onOpen={setOpen}
      />
    </Stack>
  );
}
