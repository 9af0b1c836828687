import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text, VisuallyHidden } from '@mantine/core';
import { currentHost, type Environment } from '../config/hosts.ts';

type MarkedEnvironment = Exclude<Environment, 'production'>;

/** Outside production every page says which environment it is, so test data is never taken for real. */
const markerLabels = {
  qa: msg`QA`,
  staging: msg`Staging`,
} satisfies Record<MarkedEnvironment, MessageDescriptor>;

/** White text on these reads at 4.5:1 or more (WCAG 1.4.3); each environment has its own colour. */
const markerColors = {
  qa: '#b45309',
  staging: '#6d28d9',
} satisfies Record<MarkedEnvironment, string>;

export interface EnvironmentMarkerProps {
  environment?: Environment;
}

/** The host's environment as a coloured badge (spec §1): QA or Staging, nothing in production. */
export function EnvironmentMarker({ environment = currentHost.environment }: EnvironmentMarkerProps) {
  const { t, i18n } = useLingui();
  if (environment === 'production') return null;
  return (
    <Text
      component="span"
      size="xs"
      fw={700}
      px={8}
      py={2}
      data-testid="environment-marker"
      data-environment={environment}
      style={{
        background: markerColors[environment],
        color: '#fff',
        borderRadius: 4,
        textTransform: 'uppercase',
        whiteSpace: 'nowrap',
        flexShrink: 0,
      }}
    >
      <VisuallyHidden>{t`Environment:`} </VisuallyHidden>
      {i18n._(markerLabels[environment])}
    </Text>
  );
}
