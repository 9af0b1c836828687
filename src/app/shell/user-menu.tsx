import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Menu, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { seesCompanyPages } from '../../domain/navigation/company-pages.ts';
import { canSwitchLocation } from '../../domain/session/user-switch.ts';
import { LogoutConfirm } from '../offline/device-changes/logout-confirm.tsx';
import { switchLocationsQuery } from '../session/queries.ts';
import { IconButton } from '../ui/icon-button/icon-button.tsx';
import { newTabProps } from '../ui/new-tab/new-tab.ts';
import { interCompanyLinkLabel } from './inter-company-links.ts';
import { useLogout } from './use-logout.ts';
import type { NavItemView } from './use-nav-items.ts';

export interface UserMenuProps {
  navItems: NavItemView[];
  /** How many nav items, from the first, the header's bar shows on a wide screen; the menu lists the rest. */
  navFitting: number;
  onOpenProfile: () => void;
  onOpenLanguage: () => void;
  onOpenSwitch: () => void;
}

/** My profile, My company, Admin, Shop accounting and Logout; on small screens also the links (spec §2). */
export function UserMenu(props: UserMenuProps) {
  const { navItems, navFitting, onOpenProfile, onOpenLanguage, onOpenSwitch } = props;
  const { t, i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const { loginUser, user, isImpersonating } = start.status;
  const isAdmin = loginUser.isGlobalAdmin || loginUser.isCustomerAdmin;
  // A user who is no admin may still switch among their own locations, when they have several (spec §6).
  const ownLocations = useQuery({ ...switchLocationsQuery(loginUser.customerId), enabled: !isAdmin });
  const canSwitch = canSwitchLocation(
    { ...loginUser, customerId: loginUser.customerId, locationId: loginUser.locationId },
    ownLocations.data?.length ?? 0,
  );

  const { askingUnsent, requestLogout, confirmLogout, cancelLogout } = useLogout();

  return (
    <>
      <LogoutConfirm unsent={askingUnsent} onConfirm={confirmLogout} onCancel={cancelLogout} />
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <IconButton variant="subtle" size={44} label={t`Menu`}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </IconButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {user.name}
            {isImpersonating ? ` (${loginUser.name})` : ''}
          </Menu.Label>
          {navItems.map((item, index) => (
            <Menu.Item
              key={item.key}
              component={Link}
              to={item.to}
              hiddenFrom={index < navFitting ? 'lg' : undefined}
              data-nav-item
            >
              {item.label}
              {item.badge > 0 && (
                <Badge ml="xs" size="sm" color="red">
                  {item.badge}
                </Badge>
              )}
            </Menu.Item>
          ))}
          <Menu.Divider hiddenFrom={navFitting >= navItems.length ? 'lg' : undefined} />
          {/* The first item every screen size shows takes the focus when the menu opens (the nav items
              above that fit the header are hidden on wide screens). */}
          <Menu.Item onClick={onOpenProfile} data-autofocus>
            <Trans>My profile</Trans>
          </Menu.Item>
          {seesCompanyPages(loginUser) && (
            <Menu.Item component={Link} to="/app/company">
              <Trans>My company</Trans>
            </Menu.Item>
          )}
          {loginUser.isGlobalAdmin && (
            <Menu.Item component={Link} to="/app/global/caching">
              <Trans>Admin</Trans>
            </Menu.Item>
          )}
          {/* The API screen is for whoever connects the company's own systems (spec §2 api). */}
          {isAdmin && (
            <Menu.Item component={Link} to="/app/api">
              <Trans>API</Trans>
            </Menu.Item>
          )}
          {start.status.shopAccounting && (
            <Menu.Item component={Link} to="/app/shop-accounting">
              <Trans>Shop accounting</Trans>
            </Menu.Item>
          )}
          {canSwitch && (
            <Menu.Item onClick={onOpenSwitch}>
              <Trans>Switch user</Trans>
            </Menu.Item>
          )}
          <Menu.Item onClick={onOpenLanguage}>
            <Trans>Language</Trans>
          </Menu.Item>
          {/* The portals of the other countries (spec §3, inter-company link), by country name. */}
          {start.interCompany.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Label>
                <Trans>Other countries</Trans>
              </Menu.Label>
              {start.interCompany.map((link) => (
                <Menu.Item key={link.url} component="a" href={link.url} {...newTabProps}>
                  {interCompanyLinkLabel(link.companyCountry, i18n)}
                  <VisuallyHidden>
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </VisuallyHidden>
                </Menu.Item>
              ))}
            </>
          )}
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={requestLogout}>
            <Trans>Logout</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
