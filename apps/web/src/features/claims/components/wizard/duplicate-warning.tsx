import { Alert, Anchor, List, Textarea } from '@mantine/core';
import { LIMITS, schoolShownStatus, toDisplayDate } from '@claims/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import type { NearClaim } from '../../api/get-claims-near-injury';
import { claimStatusText } from '../../list/claim-status-pill';
import { useClaimsErrorText } from '../../../../components/claims-error-text';

export type DuplicateWarningProps = {
  schoolId: string;
  claims: readonly NearClaim[];
  reason: string;
  reasonError: string | null;
  onReasonChange: (reason: string) => void;
};

// Before a new claim goes: the student's claims of an injury within a day of it, each a link to open;
// one of the same date and sport is refused without the reporter's reason, asked here (issue 18).
export const DuplicateWarning = ({ schoolId, claims, reason, reasonError, onReasonChange }: DuplicateWarningProps) => {
  const { t } = useTranslation();
  const errorText = useClaimsErrorText();
  if (claims.length === 0) return null;
  const sameInjury = claims.some((claim) => claim.same_injury);
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />} title={t(sameInjury ? 'claims.wizard.duplicate.sameTitle' : 'claims.wizard.duplicate.nearTitle')}>
      <List size="sm" mb={sameInjury ? 'sm' : 0}>
        {claims.map((claim) => (
          <List.Item key={claim.id}>
            <Anchor component={Link} to={paths.dashboard.claim(schoolId, claim.id)} target="_blank">
              {t('claims.wizard.duplicate.claim', { number: claim.claim_number })}
            </Anchor>
            {' · '}
            {t('claims.wizard.duplicate.details', {
              date: toDisplayDate(claim.injury_date),
              activity: claim.activity,
              status: claimStatusText(t, schoolShownStatus(claim.status)),
            })}
          </List.Item>
        ))}
      </List>
      {sameInjury ? (
        <Textarea
          label={t('claims.wizard.duplicate.reason')}
          description={t('claims.wizard.duplicate.reasonHint')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={LIMITS.STATEMENT_TEXT_MAX}
          value={reason}
          onChange={(event) => onReasonChange(event.currentTarget.value)}
          error={reasonError ? errorText(reasonError) : undefined}
        />
      ) : null}
    </Alert>
  );
};
