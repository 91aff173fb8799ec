import { Anchor, Card, FileButton, Group, Image, SimpleGrid, Stack, Text, Title, Button } from '@mantine/core';
import { LIMITS } from '@claims/shared';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddIncidentPhoto, type Incident } from '../../../entities/incidents';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useNotify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useIncidentsErrorText } from '../incidents-error-text';

// What a phone's camera gives (HEIC on an iPhone); the server keeps each without its EXIF or location.
const PHOTO_TYPES = 'image/jpeg,image/png,image/heic,image/heif';

// Photos of the injury or the place: taken by whoever reported it or by the school's staff, one at a time.
export const IncidentPhotosCard = ({ incident }: { incident: Incident }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useIncidentsErrorText();
  const notify = useNotify(errorText);
  const add = useAddIncidentPhoto();
  const full = incident.photos.length >= LIMITS.INCIDENT_PHOTOS_MAX;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="incident-photos-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="incident-photos-title">
            {t('incidents.photos.title')}
          </Title>
          <FileButton
            accept={PHOTO_TYPES}
            onChange={(file) =>
              file && add.mutate({ id: incident.id, file }, { onSuccess: () => notify.success('INCIDENT_PHOTO_ADDED'), onError: (error) => notify.error('INCIDENT_PHOTO_FAILED', error) })
            }
            disabled={full}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconCamera size={16} aria-hidden="true" />} loading={add.isPending} disabled={full}>
                {t('incidents.photos.add')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {full ? t('incidents.photos.full', { max: LIMITS.INCIDENT_PHOTOS_MAX }) : t('incidents.photos.hint', { max: LIMITS.INCIDENT_PHOTOS_MAX })}
        </Text>
        {incident.photos.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('incidents.photos.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {incident.photos.map((photo) => (
              <Stack key={photo.id} gap={4}>
                <Anchor href={photo.url} target="_blank" rel="noopener" aria-label={t('incidents.photos.open', { name: photo.filename })}>
                  <Image src={photo.url} alt={photo.filename} radius="sm" h={120} fit="cover" />
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('incidents.photos.by', { date: toDisplayDateTime(photo.uploaded_at, language), name: photo.uploaded_by_name ?? '' })}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
};
