import { Badge, Button, Group, Kbd } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useFittingCount } from './use-fitting-count.ts';
import type { NavItemView } from './use-nav-items.ts';

export interface MainNavProps {
  items: NavItemView[];
  showHints: boolean;
  /** How many items, from the first, the bar shows: the menu lists the rest. */
  onFittingChange: (count: number) => void;
}

/**
 * The main navigation links with badges. Items keep their whole width; those that do not fit the
 * header, and all of them on small screens, are hidden here and listed in the menu instead (spec §2).
 */
export function MainNav({ items, showHints, onFittingChange }: MainNavProps) {
  const { pathname } = useLocation();
  const nav = useRef<HTMLDivElement>(null);
  const fitting = useFittingCount(
    nav,
    `${showHints}:${items.map((item) => `${item.key}:${item.label}:${item.badge}`).join('|')}`,
  );
  useEffect(() => onFittingChange(fitting), [fitting, onFittingChange]);
  return (
    <Group
      ref={nav}
      component="nav"
      gap={4}
      visibleFrom="lg"
      wrap="nowrap"
      style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
    >
      {items.map((item, index) => {
        const isActive = pathname.startsWith(item.to.replace(/\/tickets$/, ''));
        // Cut off by the header's edge: kept in place (so it can be measured again), out of sight and
        // out of the tab order; the menu lists it.
        const isCut = index >= fitting;
        return (
          <Button
            key={item.key}
            component={Link}
            to={item.to}
            variant={isActive ? 'light' : 'subtle'}
            size="compact-md"
            px="xs"
            aria-current={isActive ? 'page' : undefined}
            aria-hidden={isCut || undefined}
            tabIndex={isCut ? -1 : undefined}
            style={{ flexShrink: 0, visibility: isCut ? 'hidden' : undefined }}
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
