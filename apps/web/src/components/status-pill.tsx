import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type StatusPillProps =
  | { active: boolean }
  // any other status: its translated label and colour (a claim's Sent / Failed / Pending)
  | { label: string; color: MantineColor };

// As wide as its label and never ellipsised: a narrow table column, or the sub-pixel rounding of
// uppercase letter-spaced text, would otherwise cut it to "ACTI…".
const LABEL_STYLES = { label: { overflow: 'visible' } } as const;

const Pill = ({ label, color }: { label: string; color: MantineColor }) => (
  <Badge color={color} variant="light" radius="xl" miw="max-content" styles={LABEL_STYLES}>
    {label}
  </Badge>
);

// Only an active/inactive pill reads the translations: a list of 200 claims draws 200 labelled pills.
const ActivePill = ({ active }: { active: boolean }) => {
  const { t } = useTranslation();
  return <Pill label={active ? t('common.active') : t('common.inactive')} color={active ? 'green' : 'gray'} />;
};

// Active (green) or Inactive (grey), as lists show a record's status; or a labelled status in its colour.
export const StatusPill = (props: StatusPillProps) =>
  'active' in props ? <ActivePill active={props.active} /> : <Pill label={props.label} color={props.color} />;
