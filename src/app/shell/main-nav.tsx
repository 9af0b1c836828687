import { Badge, Button, Group, Kbd } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { NavItemView } from './use-nav-items.ts';

export interface MainNavProps {
  items: NavItemView[];
  showHints: boolean;
}

/** The main navigation links with badges; on small screens they move into the menu (spec §2). */
export function MainNav({ items, showHints }: MainNavProps) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" gap={4} visibleFrom="lg" wrap="nowrap">
      {items.map((item, index) => {
        const isActive = pathname.startsWith(item.to.replace(/\/tickets$/, ''));
        return (
          <Button
            key={item.key}
            component={Link}
            to={item.to}
            variant={isActive ? 'light' : 'subtle'}
            size="compact-md"
            px="xs"
            aria-current={isActive ? 'page' : undefined}
            leftSection={showHints ? <Kbd size="xs">{index + 1}</Kbd> : undefined}
            rightSection={
              item.badge > 0 ? (
                // Not `circle`: its fixed width clipped two digits to '1.' (issue 15 item 4).
                <Badge
                  size="sm"
                  color="red"
                  px={4}
                  miw="var(--badge-height)"
                  style={{ flexShrink: 0, overflow: 'visible' }}
                  aria-label={String(item.badge)}
                  data-testid="nav-badge"
                >
                  {item.badge}
                </Badge>
              ) : undefined
            }
          >
            {item.label}
          </Button>
        );
      })}
    </Group>
  );
}
