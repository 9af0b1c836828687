import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import {
  messageVisibilities,
  type MessageVisibility,
  type PublishedMessage,
} from '../../../../domain/messages/published-message.ts';
import type { Locale } from '../../../../domain/shared/locales.ts';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { FormattedText } from '../../../ui/formatted-text/formatted-text.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { fieldErrorsOf } from '../field-errors.ts';
import { draftOf, emptyDraft, inputOf, type MessageDraft } from '../message-draft.ts';
import { visibilityColors, visibilityLabels } from '../publishing-labels.ts';
import { usePublishing } from '../use-publishing.ts';
import { LazyRichTextField } from './lazy-rich-text-field.tsx';
import { MessageFields } from './message-fields.tsx';

export interface MessageEditorProps {
  /** The text to edit, or null for a new one. */
  message: PublishedMessage | null;
  language: Locale;
  onClose: () => void;
}

/**
 * Create, edit, preview, publish and withdraw one text (issue 19 item 5). A new text is a draft until
 * published; publishing an edited text saves it first.
 */
export function MessageEditor({ message, language, onClose }: MessageEditorProps) {
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState(message);
  const [draft, setDraft] = useState<MessageDraft>(message ? draftOf(message) : emptyDraft(language));
  const [isDirty, setIsDirty] = useState(false);
  const [isPreview, setIsPreview] = useState(false);
  // A new key remounts the editor with a text loaded from the server (a 409's current text).
  const [editorKey, setEditorKey] = useState(0);
  const { save, publish, withdraw } = usePublishing((stored) => {
    setSaved(stored);
    setIsDirty(false);
  });
  const errors = fieldErrorsOf(save.error);
  const isBusy = save.isPending || publish.isPending || withdraw.isPending;

  const change = (fields: Partial<MessageDraft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    setIsDirty(true);
  };

  const handleFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      const current = (error.inner as { data?: PublishedMessage } | undefined)?.data;
      if (current) {
        setSaved(current);
        setDraft(draftOf(current));
        setIsDirty(false);
        setEditorKey((key) => key + 1);
      }
    }
    notify({ kind: 'negative', text: apiErrorText(error, i18n) });
  };

  const run = async (work: () => Promise<PublishedMessage>, success: string) => {
    try {
      await work();
      notify({ kind: 'positive', text: success });
    } catch (error) {
      handleFailure(error);
    }
  };
  const stored = async () => (saved && !isDirty ? saved : save.mutateAsync(inputOf(draft, saved)));
  const handleSave = () => void run(() => save.mutateAsync(inputOf(draft, saved)), t`The text was saved`);
  const handlePublish = () =>
    void run(async () => publish.mutateAsync(await stored()), t`The text was published`);
  const handleWithdraw = () =>
    saved && void run(() => withdraw.mutateAsync(saved), t`The text was withdrawn`);

  const visibility: MessageVisibility = saved?.visibility ?? messageVisibilities[0];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2} size="h3">
            {saved ? t`Edit text` : t`New text`}
          </Title>
          <Badge color={visibilityColors[visibility]} variant="light" size="lg">
            {i18n._(visibilityLabels[visibility])}
          </Badge>
        </Group>
        <Button variant="default" size="md" onClick={onClose}>
          <Trans>Back to the list</Trans>
        </Button>
      </Group>
      <MessageFields draft={draft} onChange={change} errors={errors} />
      <LazyRichTextField
        key={`${saved?.id ?? 'new'}-${editorKey}`}
        label={t`Text`}
        initialHtml={draft.html}
        onChange={(html) => change({ html })}
      />
      <Group gap="sm">
        <Button size="md" onClick={handleSave} loading={save.isPending} disabled={isBusy}>
          <Trans>Save</Trans>
        </Button>
        <Button size="md" variant="default" onClick={() => setIsPreview((shown) => !shown)}>
          {isPreview ? t`Hide preview` : t`Preview`}
        </Button>
        {visibility !== 'Published' || isDirty ? (
          <Button
            size="md"
            color="green"
            onClick={handlePublish}
            loading={publish.isPending}
            disabled={isBusy}
          >
            <Trans>Publish</Trans>
          </Button>
        ) : null}
        {visibility === 'Published' && (
          <Button
            size="md"
            color="orange"
            onClick={handleWithdraw}
            loading={withdraw.isPending}
            disabled={isBusy}
          >
            <Trans>Withdraw</Trans>
          </Button>
        )}
      </Group>
      {isPreview && (
        <Card withBorder padding="lg" radius="md" aria-label={t`Preview`} component="section">
          <Title order={3} size="h3" mb="sm">
            {draft.title}
          </Title>
          <FormattedText html={saved && !isDirty ? saved.html : draft.html} />
        </Card>
      )}
    </Stack>
  );
}
