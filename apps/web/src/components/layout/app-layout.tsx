import { Suspense, type ReactNode } from 'react';
import { Anchor, AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../page-loader';
import { NAV_LINKS } from './nav-links';
import classes from './app-layout.module.css';

const MAIN_CONTENT_ID = 'main-content';

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export type AppLayoutProps = {
  // "First Last" of the signed-in user
  userName: string;
  showAdminLinks: boolean;
  onSignOut: () => void;
  // shown at the start of the header's right-hand group (the admins' school switcher)
  headerControls?: ReactNode;
};

// The signed-in shell: header with product name (burger below 768px), the user's name and Sign out,
// and the main navigation.
export const AppLayout = ({ userName, showAdminLinks, onSignOut, headerControls }: AppLayoutProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const links = NAV_LINKS.filter((link) => showAdminLinks || !link.adminOnly);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger
            opened={navOpened}
            onClick={toggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.toggle')}
            aria-expanded={navOpened}
            aria-controls="main-navigation"
          />
          <Anchor component={Link} to={paths.home()} underline="never" c="inherit">
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
          </Anchor>
          <Group ml="auto" gap="sm" wrap="nowrap">
            {headerControls}
            <Text size="sm" visibleFrom="xs">
              {userName}
            </Text>
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              onClick={onSignOut}
            >
              {t('nav.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="main-navigation" component="nav" aria-label={t('nav.label')} p="xs">
        {links.map(({ labelKey, to, icon: Icon }) => {
          const active = isActive(pathname, to);
          return (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={t(labelKey)}
              leftSection={<Icon size={18} stroke={1.5} aria-hidden="true" />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={closeNav}
            />
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
};
