import type { MantineColor } from '@mantine/core';
import { claimStatusLabel } from '@claims/shared';
import { StatusPill } from '../../../components/status-pill';

// Coloured by the label shown, since the school list shows ERROR as Pending (SPEC §4).
const LABEL_COLORS: Record<string, MantineColor> = {
  [claimStatusLabel('DELIVERED')]: 'green',
  [claimStatusLabel('ERROR')]: 'red',
};

export type ClaimStatusPillProps = {
  // claimStatusLabel, schoolClaimStatusLabel or emailDeliveryLabel of the status
  label: string;
};

// Sent green, Failed red, Pending yellow.
export const ClaimStatusPill = ({ label }: ClaimStatusPillProps) => (
  <StatusPill label={label} color={LABEL_COLORS[label] ?? 'yellow'} />
);
