import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { templateTextFor } from '../../../../domain/support/template.ts';
import { templatesQuery } from '../queries.ts';
import { useSupportViewer } from '../use-support-viewer.ts';

export interface TemplateMenuProps {
  onInsert: (text: string) => void;
  disabled?: boolean;
}

/**
 * Default answers (issue 19 item 2): one click puts the template's text into the reply, in the language
 * the user reads the portal in (else English, else the first one written).
 */
export function TemplateMenu({ onInsert, disabled }: TemplateMenuProps) {
  const { t, i18n } = useLingui();
  const viewer = useSupportViewer();
  const templates = useQuery(templatesQuery(viewer));
  const choices = (templates.data ?? []).flatMap((template) => {
    const text = templateTextFor(template.texts, i18n.locale);
    return text ? [{ id: template.id, ...text }] : [];
  });
  return (
    <Menu position="bottom-start" shadow="md" width={320}>
      <Menu.Target>
        <Button variant="light" disabled={disabled} loading={templates.isPending}>
          <Trans>Insert template</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t`Templates`}>
        {templates.isError && <Menu.Label>{t`The templates could not be loaded`}</Menu.Label>}
        {templates.data && choices.length === 0 && <Menu.Label>{t`There are no templates yet`}</Menu.Label>}
        {choices.map((choice) => (
          <Menu.Item key={choice.id} onClick={() => onInsert(choice.text)}>
            <Text fw={600}>{choice.title}</Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {choice.text}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
