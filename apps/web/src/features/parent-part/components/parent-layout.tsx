import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { PublicPageLayout } from '../../../components/public-page-layout';

export type ParentLayoutProps = {
  children: ReactNode;
};

// The parent's page is read on a phone first, and the authorization is long; the language switch is
// always at hand.
export const ParentLayout = ({ children }: ParentLayoutProps) => (
  <PublicPageLayout maxWidth={640} headerEnd={<LanguageSwitcher />}>
    {children}
  </PublicPageLayout>
);
