import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MarketId } from '../../../../domain/shared/markets.ts';
import { currentHost, type Environment, type HostConfig } from '../../../config/hosts.ts';
import { newTabProps } from '../../../ui/new-tab/new-tab.ts';
import { apiReferencePath, mainApiCalls } from '../api-calls.ts';

/** The markets by name (spec §1); the same messages as the new-customer form's market choice. */
const marketLabels = {
  no: msg`Norway`,
  se: msg`Sweden`,
  dk: msg`Denmark`,
  fi: msg`Finland`,
  swa: msg`Washing service`,
} satisfies Record<MarketId, MessageDescriptor>;

const environmentLabels = {
  production: msg`Production`,
  qa: msg`QA`,
  staging: msg`Staging`,
} satisfies Record<Environment, MessageDescriptor>;

export interface ApiScreenProps {
  host?: HostConfig;
  /** The page's origin; the API base is shown as a full URL. */
  origin?: string;
}

/**
 * What an integrator needs to call the portal's API from their own system (spec §2 api): this host's API
 * base, market and environment, the OpenAPI reference and the main calls (spec §7). No token is shown:
 * an integration logs in with its own user.
 */
export function ApiScreen({ host = currentHost, origin = window.location.origin }: ApiScreenProps) {
  const { t, i18n } = useLingui();
  const apiBase = new URL(host.apiBase, origin).href;

  return (
    <Stack gap="lg">
      <Text maw={720}>
        <Trans>
          Your own systems can use the same API as the portal. Log in with POST Login, then send the token it
          answers as a bearer token (Authorization header) with every call. Answers are JSON with the result
          under data; a renewed token comes under auth.token.
        </Trans>
      </Text>
      <Table variant="vertical" withTableBorder maw={720} aria-label={t`This portal's API`}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" w={200}>
              <Trans>API base</Trans>
            </Table.Th>
            <Table.Td>
              <Code data-testid="api-base">{apiBase}</Code>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">
              <Trans>Market</Trans>
            </Table.Th>
            <Table.Td data-testid="api-market">
              {i18n._(marketLabels[host.market])} ({host.market})
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">
              <Trans>Environment</Trans>
            </Table.Th>
            <Table.Td>{i18n._(environmentLabels[host.environment])}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <div>
        <Button component="a" href={apiReferencePath} {...newTabProps} mih={44}>
          <Trans>Open the API reference (OpenAPI)</Trans>
          <VisuallyHidden>
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </VisuallyHidden>
        </Button>
      </div>
      <Stack gap="xs">
        <Title order={2} size="h4" id="api-main-calls">
          <Trans>Main calls</Trans>
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder aria-labelledby="api-main-calls">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Call</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Method</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>What it does</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mainApiCalls.map((call) => (
                <Table.Tr key={call.name}>
                  <Table.Td>
                    <Code>{call.name}</Code>
                  </Table.Td>
                  <Table.Td>{call.method}</Table.Td>
                  <Table.Td>{i18n._(call.does)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
