import { useTranslation } from 'react-i18next';

export type PageTitleProps = {
  title: string;
};

// Sets the document title (React 19 hoists <title> into <head>) so route changes are announced.
export const PageTitle = ({ title }: PageTitleProps) => {
  const { t } = useTranslation();
  return <title>{t('app.documentTitle', { page: title })}</title>;
};
