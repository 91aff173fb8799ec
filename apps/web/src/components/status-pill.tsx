import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type StatusPillProps =
  | { active: boolean }
  // any other status: its translated label and colour (a claim's Sent / Failed / Pending)
  | { label: string; color: MantineColor };

// Active (green) or Inactive (grey), as lists show a record's status; or a labelled status in its colour.
export const StatusPill = (props: StatusPillProps) => {
  const { t } = useTranslation();
  const { label, color } =
    'active' in props
      ? { label: props.active ? t('common.active') : t('common.inactive'), color: props.active ? 'green' : 'gray' }
      : props;
  return (
    // As wide as its label and never ellipsised: a narrow table column, or the sub-pixel rounding of
    // uppercase letter-spaced text, would otherwise cut it to "ACTI…".
    <Badge color={color} variant="light" radius="xl" miw="max-content" styles={{ label: { overflow: 'visible' } }}>
      {label}
    </Badge>
  );
};
