import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteContext } from '@tanstack/react-router';
import { worded } from '../i18n/locale-set-wording.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { StartTodo } from './start-todo.tsx';
import { useNavItems } from './use-nav-items.ts';

/**
 * Screens outside the navigation (spec §2): the balance, counting (a Company tab, open to every user
 * who counts: domain/navigation/company-pages.ts), and pallet receipts of either variant.
 */
const moreLinks = [
  { label: msg`Balance`, to: '/app/balance' },
  { label: msg`Counting`, to: '/app/company/audit' },
  { label: msg`Pallet receipts`, to: '/pallet-receipts' },
  { label: msg`Pallet receipts (inventory)`, to: '/pallet-receipts-inv' },
  { label: msg`Pallet receipt log`, to: '/pallet-receipts/log' },
] as const;

const welcome = msg({ message: 'Welcome, {userName}. You work at {locationName} for {customerName}.' });

/**
 * The start page: who and where the user acts, what waits for them, and a large tile per task the
 * navigation offers.
 */
export function StartPage() {
  const { t, i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const { user, location, customer } = start.status;
  const navItems = useNavItems();
  const tiles = navItems.filter((item) => item.key !== 'home');
  const userName = user.name;
  const locationName = location.name;
  const customerName = customer.name;
  useDocumentTitle(t`Start page`);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          <Trans>Start page</Trans>
        </Title>
        <Text c="dimmed" mt={4}>
          {i18n._(worded(welcome).id, { userName, locationName, customerName })}
        </Text>
      </div>
      <StartTodo navItems={navItems} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {tiles.map((tile) => (
          <Card
            key={tile.key}
            component={Link}
            to={tile.to}
            withBorder
            padding="lg"
            radius="md"
            mih={88}
            style={{ textDecoration: 'none' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="lg">
                {tile.label}
              </Text>
              {tile.badge > 0 && (
                <Badge color="red" size="lg">
                  {tile.badge}
                </Badge>
              )}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="sm" aria-label={t`More`} role="group">
        {moreLinks.map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant="default" mih={44}>
            {i18n._(worded(link.label))}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
