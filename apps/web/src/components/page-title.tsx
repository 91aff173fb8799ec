import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type PageTitleProps = {
  title: string;
};

// Where a reader starts on a new page: its main heading, or the main region while the page has none yet.
function focusPageStart() {
  const main = document.querySelector('main');
  if (!main) return;
  // a person already working in the page (a field, a button) keeps their place
  if (main.contains(document.activeElement) && document.activeElement !== main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

// Sets the document title (React 19 hoists <title> into <head>) so route changes are announced, and on
// each new route or stage (the sign-in code after the password: a new title) moves focus to the page's
// heading: otherwise it stays on the link that was activated, or falls to <body> with the button that
// went, and a keyboard or screen-reader user starts again from the top of the document.
export const PageTitle = ({ title }: PageTitleProps) => {
  const { t } = useTranslation();
  // read here rather than through the router: a page redraws when its route changes
  const { pathname } = window.location;
  useEffect(focusPageStart, [pathname, title]);
  return <title>{t('app.documentTitle', { page: title })}</title>;
};
