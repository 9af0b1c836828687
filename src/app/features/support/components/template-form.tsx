import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Tabs, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { locales, type Locale } from '../../../../domain/shared/locales.ts';
import {
  maxTemplateTextLength,
  maxTemplateTitleLength,
  type SupportTemplate,
} from '../../../../domain/support/template.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { saveTemplate } from '../api.ts';
import { supportKeys } from '../queries.ts';
import { languageNames } from '../../../i18n/language-names.ts';
import { useSupportViewer } from '../use-support-viewer.ts';

type Draft = Record<Locale, { title: string; text: string }>;

const draftOf = (template: SupportTemplate | null): Draft =>
  Object.fromEntries(
    locales.map((locale) => [locale, template?.texts[locale] ?? { title: '', text: '' }]),
  ) as Draft;

export interface TemplateFormProps {
  template: SupportTemplate | null;
  onDone: () => void;
}

/** A template's title and text per language (issue 19 item 2); a language left empty is not offered. */
export function TemplateForm({ template, onDone }: TemplateFormProps) {
  const { t, i18n } = useLingui();
  const viewer = useSupportViewer();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [problem, setProblem] = useState<string | null>(null);
  const first = locales.find((locale) => locale === i18n.locale) ?? 'nb-NO';
  const [tab, setTab] = useState<string>(first);

  const save = useMutation({
    mutationFn: () =>
      saveTemplate({
        ...(template ? { id: template.id, version: template.version } : {}),
        texts: draft,
      }),
    onSuccess: async () => {
      notify({ kind: 'positive', text: t`The template was saved` });
      await queryClient.invalidateQueries({ queryKey: supportKeys.templates(viewer) });
      onDone();
    },
  });

  const set = (locale: Locale, field: 'title' | 'text', value: string) => {
    setDraft((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));
    setProblem(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const written = locales.filter((locale) => draft[locale].title.trim() || draft[locale].text.trim());
    const half = written.find((locale) => !draft[locale].title.trim() || !draft[locale].text.trim());
    if (written.length === 0) return setProblem(t`Write the title and text in at least one language.`);
    if (half) {
      setTab(half);
      const language = languageNames[half];
      return setProblem(t`${language}: write both a title and a text, or neither.`);
    }
    save.mutate();
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t`Template`} noValidate>
      <Stack gap="sm">
        <Tabs value={tab} onChange={(value) => value && setTab(value)}>
          <Tabs.List>
            {locales.map((locale) => (
              <Tabs.Tab key={locale} value={locale} lang={locale}>
                <Group gap={6} wrap="nowrap">
                  {languageNames[locale]}
                  {draft[locale].title.trim() && (
                    <Badge size="xs" variant="light" aria-label={t`written`}>
                      ✓
                    </Badge>
                  )}
                </Group>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {locales.map((locale) => {
            const language = languageNames[locale];
            return (
              <Tabs.Panel key={locale} value={locale} pt="sm">
                <Stack gap="sm" lang={locale}>
                  <TextInput
                    label={t`Title (${language})`}
                    maxLength={maxTemplateTitleLength}
                    value={draft[locale].title}
                    onChange={(event) => set(locale, 'title', event.currentTarget.value)}
                  />
                  <Textarea
                    label={t`Text (${language})`}
                    autosize
                    minRows={5}
                    maxRows={12}
                    maxLength={maxTemplateTextLength}
                    value={draft[locale].text}
                    onChange={(event) => set(locale, 'text', event.currentTarget.value)}
                  />
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>
        {(problem ?? save.isError) && (
          <Alert color="red" role="alert">
            {problem ?? apiErrorText(save.error, i18n)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save template</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
