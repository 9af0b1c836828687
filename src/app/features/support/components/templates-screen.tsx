import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { locales } from '../../../../domain/shared/locales.ts';
import { templateTextFor, type SupportTemplate } from '../../../../domain/support/template.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { deleteTemplate } from '../api.ts';
import { supportKeys, templatesQuery } from '../queries.ts';
import { languageNames } from '../../../i18n/language-names.ts';
import { useSupportViewer } from '../use-support-viewer.ts';
import { TemplateForm } from './template-form.tsx';

/** Support → Templates (issue 19 item 2): default answers with a title and text per language. */
export function TemplatesScreen() {
  const { t, i18n } = useLingui();
  const viewer = useSupportViewer();
  const queryClient = useQueryClient();
  const templates = useQuery({ ...templatesQuery(viewer), enabled: viewer.isStaff });
  const [editing, setEditing] = useState<SupportTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SupportTemplate | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteTemplate(id),
    onSuccess: async () => {
      setDeleting(null);
      notify({ kind: 'positive', text: t`The template was deleted` });
      await queryClient.invalidateQueries({ queryKey: supportKeys.templates(viewer) });
    },
    onError: (error) =>
      notify({ kind: 'negative', title: t`Could not delete the template`, text: apiErrorText(error, i18n) }),
  });

  if (!viewer.isStaff) {
    return (
      <Text c="dimmed">
        <Trans>Answer templates are kept by the provider's support staff.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">
          <Trans>Insert a template into an answer with one click, and edit it before sending.</Trans>
        </Text>
        <Button onClick={() => setEditing('new')}>
          <Trans>New template</Trans>
        </Button>
      </Group>
      {templates.isPending && (
        <LoadingLine>
          <Trans>Loading the templates…</Trans>
        </LoadingLine>
      )}
      {templates.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(templates.error, i18n)}
        </Alert>
      )}
      {templates.data?.length === 0 && (
        <Text c="dimmed">
          <Trans>There are no templates yet.</Trans>
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={t`Templates`}>
        {templates.data?.map((template) => {
          const shown = templateTextFor(template.texts, i18n.locale);
          const written = locales.filter((locale) => template.texts[locale]);
          const title = shown?.title ?? '';
          const languages = written.map((locale) => languageNames[locale]).join(', ');
          return (
            <Paper key={template.id} component="li" withBorder p="md" style={{ listStyle: 'none' }}>
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start">
                  <Title order={2} size="h4">
                    {shown?.title}
                  </Title>
                  <Group gap="xs">
                    <Button
                      variant="light"
                      onClick={() => setEditing(template)}
                      aria-label={t`Edit ${title}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(template)}
                      aria-label={t`Delete ${title}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Group>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{shown?.text}</Text>
                <Text size="sm" c="dimmed">
                  <Trans>Languages: {languages}</Trans>
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t`New template` : t`Edit template`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {editing !== null && (
          <TemplateForm template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete the template?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="sm">
          <Text>
            <Trans>
              The template is removed for all support staff. Answers already sent keep their text.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id)}
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
