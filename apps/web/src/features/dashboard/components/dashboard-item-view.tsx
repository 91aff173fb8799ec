import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileText, IconLink, IconAddressBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardItem } from '../api/get-school-dashboard';

export type DashboardItemViewProps = { item: DashboardItem };

const KIND_ICONS = { FILE: IconFileText, URL: IconLink, CONTACT: IconAddressBook } as const;

// One file, link or contact as school staff see it. Files and links open in a new tab that cannot reach
// back into this one (rel=noopener).
export const DashboardItemView = ({ item }: DashboardItemViewProps) => {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[item.kind];
  const fromTpa = item.from_tpa ? (
    <Badge variant="light" color="gray" size="sm">
      {t('dashboard.item.fromTpa', { name: item.tpa_name })}
    </Badge>
  ) : null;

  if (item.kind === 'CONTACT') {
    const lines = [
      ['company', item.company_name],
      ['representative', item.representative_name],
      ['mailAddress', item.mail_address],
      ['fax', item.fax],
    ] as const;
    return (
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Icon size={20} stroke={1.5} aria-hidden="true" />
        <Stack gap={2}>
          <Text fw={600}>{item.title}</Text>
          {lines.map(([label, value]) =>
            value ? (
              <Text size="sm" key={label}>
                <Text span c="dimmed" size="sm">
                  {t(`dashboard.item.${label}`)}:
                </Text>{' '}
                {value}
              </Text>
            ) : null,
          )}
          {item.phone ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('dashboard.item.phone')}:
              </Text>{' '}
              <Anchor href={`tel:${item.phone}`} size="sm">
                {item.phone}
              </Anchor>
            </Text>
          ) : null}
          {item.email_address ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('dashboard.item.email')}:
              </Text>{' '}
              <Anchor href={`mailto:${item.email_address}`} size="sm">
                {item.email_address}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </Group>
    );
  }

  const href = item.kind === 'FILE' ? item.file_url : item.url;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Icon size={20} stroke={1.5} aria-hidden="true" />
      <Stack gap={2}>
        <Group gap="xs">
          {href ? (
            <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={t('dashboard.item.open', { title: item.title })}>
              {item.title} <IconExternalLink size={14} aria-hidden="true" />
            </Anchor>
          ) : (
            <Text>{item.title}</Text>
          )}
          {fromTpa}
        </Group>
        {item.kind === 'FILE' && item.file_url ? (
          <Group gap="xs">
            {item.filename ? (
              <Text size="xs" c="dimmed">
                {item.filename}
              </Text>
            ) : null}
            <Anchor href={item.file_url} download={item.filename ?? true} size="xs" aria-label={t('dashboard.item.download', { title: item.title })}>
              <IconDownload size={12} aria-hidden="true" /> {t('dashboard.item.downloadText')}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
};
