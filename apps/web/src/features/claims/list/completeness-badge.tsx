import type { TFunction } from 'i18next';
import { StatusPill } from '../../../components/status-pill';

// "Complete", or how many of the items its TPA requires a claim still lacks ("2 missing").
export const completenessText = (t: TFunction, missingItems: number) =>
  missingItems === 0 ? t('claimRecords.completeness.complete') : t('claimRecords.completeness.missing', { count: missingItems });

export type CompletenessBadgeProps = {
  missingItems: number;
  // completenessText of it, passed in: a list of 200 claims draws 200 badges, none reading translations
  label: string;
};

// The words say it; the colour (green, orange) only repeats them.
export const CompletenessBadge = ({ missingItems, label }: CompletenessBadgeProps) => (
  <StatusPill label={label} color={missingItems === 0 ? 'green' : 'orange'} />
);
