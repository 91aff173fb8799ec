import type { MantineColor } from '@mantine/core';
import { TPA_STATUS_LABELS, type ClaimStatus, type Language, type TpaStatus } from '@claims/shared';
import type { TFunction } from 'i18next';
import { StatusPill } from '../../../components/status-pill';

const STATUS_COLORS: Record<ClaimStatus, MantineColor> = { AWAITING_PARENT: 'grape', DELIVERED: 'green', ERROR: 'red', PENDING: 'yellow' };

// The translated name of a claim's status; `shown` is the status as the reader's list shows it (the
// school list shows ERROR as PENDING: schoolShownStatus).
export const claimStatusText = (t: TFunction, shown: ClaimStatus) => t(`claimRecords.status.${shown}`);

export type ClaimStatusPillProps = {
  // the status as shown (schoolShownStatus for school staff)
  status: ClaimStatus;
  // claimStatusText of it, passed in: a list of 200 claims draws 200 pills, none reading translations
  label: string;
};

// Sent green, Failed red, Pending yellow, Awaiting parent purple.
export const ClaimStatusPill = ({ status, label }: ClaimStatusPillProps) => <StatusPill label={label} color={STATUS_COLORS[status]} />;

const TPA_STATUS_COLORS: Record<TpaStatus, MantineColor> = { RECEIVED: 'blue', INFORMATION_REQUESTED: 'orange', CLOSED_PAID: 'teal', CLOSED_DENIED: 'dark' };

// What the TPA reported, in the reader's language (the shared labels); `label` passed in as above.
export const tpaStatusText = (status: TpaStatus, language: Language) => TPA_STATUS_LABELS[status][language];

// Received blue, Information requested orange, Closed paid teal, Closed denied dark.
export const TpaStatusPill = ({ status, label }: { status: TpaStatus; label: string }) => <StatusPill label={label} color={TPA_STATUS_COLORS[status]} />;
