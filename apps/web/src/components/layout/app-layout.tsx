import { Suspense, type ReactNode } from 'react';
import { Anchor, AppShell, Avatar, Burger, Group, Menu, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import type { Language } from '@claims/shared';
import { LanguageSwitcher } from '../language-switcher';
import { PageLoader } from '../page-loader';
import type { NavLinkItem } from './nav-links';
import classes from './app-layout.module.css';

const MAIN_CONTENT_ID = 'main-content';

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

// The link the page belongs to: the most specific one, so /students/import marks Import, not Students.
const activeLinkOf = (links: readonly NavLinkItem[], pathname: string) =>
  links.filter((link) => isUnder(pathname, link.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to;

export type AppLayoutProps = {
  // "First Last" of the signed-in user
  userName: string;
  links: readonly NavLinkItem[];
  onSignOut: () => void;
  // shown before the account menu (the admins' school switcher)
  headerControls?: ReactNode;
  // after the user switches language
  onLanguageChange?: (language: Language) => void;
};

// The signed-in shell: header with product name (burger below 768px), the header controls and an account
// menu holding the user's name and Sign out, so everything fits in the header at phone width; and the
// main navigation.
export const AppLayout = ({ userName, links, onSignOut, headerControls, onLanguageChange }: AppLayoutProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const activeTo = activeLinkOf(links, pathname);

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
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={toggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.toggle')}
            aria-expanded={navOpened}
            aria-controls="main-navigation"
          />
          {/* a phone has no room for both the product name and the admins' school switcher, which then
              narrows to its chevron: the school's name is the one that tells the admin where they are */}
          <Anchor
            component={Link}
            to={paths.home()}
            underline="never"
            c="inherit"
            className={classes.brand}
            visibleFrom={headerControls ? 'sm' : undefined}
          >
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
          </Anchor>
          <Group ml="auto" gap="xs" wrap="nowrap" className={classes.controls}>
            {headerControls}
            <LanguageSwitcher onChange={onLanguageChange} />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.account} aria-label={t('nav.account', { name: userName })}>
                  <Group gap={6} wrap="nowrap">
                    {/* an icon, not initials: visible letters that the button's name lacks would fail label-in-name */}
                    <Avatar color="blue" size={32} radius="xl" aria-hidden="true">
                      <IconUser size={18} aria-hidden="true" />
                    </Avatar>
                    <Text size="sm" visibleFrom="sm" truncate maw={180}>
                      {userName}
                    </Text>
                    <IconChevronDown size={14} aria-hidden="true" />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{userName}</Menu.Label>
                <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onSignOut}>
                  {t('nav.signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="main-navigation" component="nav" aria-label={t('nav.label')} p="xs">
        {links.map(({ labelKey, to, icon: Icon }) => {
          const active = to === activeTo;
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
