import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export type ClaimBreadcrumbsProps = {
  // the school route's school; undefined under /claims (admin)
  schoolId: string | undefined;
  claimId: string;
  claimNumber: string | number | undefined;
  // on the email log, the claim is a link and "Emails" ends the trail
  emails?: boolean;
};

// Service center › Claims › Claim #n (› Emails); under /claims: Claims › Claim #n (› Emails).
export const ClaimBreadcrumbs = ({ schoolId, claimId, claimNumber, emails = false }: ClaimBreadcrumbsProps) => {
  const { t } = useTranslation();
  const claimText =
    claimNumber === undefined ? t('claimRecords.breadcrumbs.claim') : t('claimRecords.breadcrumbs.claimNumber', { number: claimNumber });
  return (
    <Breadcrumbs component="nav" aria-label={t('claimRecords.breadcrumbs.label')}>
      {schoolId !== undefined ? (
        <Anchor component={Link} to={paths.dashboard.school(schoolId)}>
          {t('claimRecords.breadcrumbs.serviceCenter')}
        </Anchor>
      ) : null}
      <Anchor component={Link} to={schoolId === undefined ? paths.claims.list() : paths.dashboard.claims(schoolId)}>
        {t('claimRecords.breadcrumbs.claims')}
      </Anchor>
      {emails ? (
        <Anchor
          component={Link}
          to={schoolId === undefined ? paths.claims.view(claimId) : paths.dashboard.claim(schoolId, claimId)}
        >
          {claimText}
        </Anchor>
      ) : (
        <Text>{claimText}</Text>
      )}
      {emails ? <Text>{t('claimRecords.breadcrumbs.emails')}</Text> : null}
    </Breadcrumbs>
  );
};
