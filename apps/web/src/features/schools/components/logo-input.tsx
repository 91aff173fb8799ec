import { useId, useState } from 'react';
import { Button, Group, Image, Input, Paper, Stack } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { checkLogoDimensions, checkLogoFile, LIMITS, LOGO_MIME_TYPES } from '@claims/shared';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasTooManyFiles, SingleFileDropzone } from '../../../components/single-file-dropzone';
import { useErrorText } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/file-size';
import { readAsDataUrl, readImageSize } from '../../../lib/image-size';

// The logo as the form holds it (SPEC §3 "file and url"): a file chosen but not yet uploaded, and the
// URL to show (the stored logo, or a preview of the chosen file). Both null: no logo.
export type LogoValue = { file: File | null; url: string | null };

export type LogoInputProps = {
  label: string;
  value: LogoValue;
  onChange: (value: LogoValue) => void;
};

const SVG_TYPE = 'image/svg+xml';

// Drop or pick one JPEG/PNG/GIF/SVG logo. Checked at once: at most 10 MB (FILE_TOO_BIG with the size)
// and, for raster images, at least 100x100 px (IMAGE_DIMENSIONS). The upload happens when the form saves.
export const LogoInput = ({ label, value, onChange }: LogoInputProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const labelId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const accept = async (file: File) => {
    const fileKey = checkLogoFile(file);
    if (fileKey) {
      setProblem(errorText(fileKey, { size: formatFileSize(file.size) }));
      return;
    }
    setChecking(true);
    try {
      if (file.type !== SVG_TYPE) {
        const size = await readImageSize(file).catch(() => null);
        const sizeKey = size ? checkLogoDimensions(size) : 'INVALID_FILE_TYPE';
        if (sizeKey) {
          setProblem(errorText(sizeKey));
          return;
        }
      }
      const url = await readAsDataUrl(file);
      setProblem(null);
      onChange({ file, url });
    } catch {
      setProblem(errorText('INVALID_FILE_TYPE'));
    } finally {
      setChecking(false);
    }
  };

  const reject = (rejections: FileRejection[]) => {
    setProblem(hasTooManyFiles(rejections) ? t('schools.general.logoOneFile') : errorText('INVALID_FILE_TYPE'));
  };

  return (
    <Stack gap={4}>
      <Input.Label id={labelId}>{label}</Input.Label>
      <Group align="stretch" gap="sm" wrap="nowrap">
        {value.url ? (
          <Paper withBorder radius="sm" p={4} w={104} miw={104}>
            <Stack gap={4} align="center">
              <Image src={value.url} alt={t('schools.general.logoPreview')} w={92} h={72} fit="contain" />
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={12} aria-hidden="true" />}
                onClick={() => {
                  setProblem(null);
                  onChange({ file: null, url: null });
                }}
              >
                {t('schools.general.logoRemove')}
              </Button>
            </Stack>
          </Paper>
        ) : null}
        <SingleFileDropzone
          flex={1}
          label={label}
          labelId={labelId}
          errorId={problem ? errorId : undefined}
          onPick={(file) => void accept(file)}
          onReject={reject}
          accept={[...LOGO_MIME_TYPES]}
          loading={checking}
          loaderProps={{ 'aria-label': t('schools.general.logoChecking') }}
          idleIcon={<IconPhoto size={28} aria-hidden="true" />}
          prompt={t('schools.general.logoDrop')}
          hint={t('schools.general.logoHint', {
            max: formatFileSize(LIMITS.LOGO_MAX_BYTES),
            width: LIMITS.LOGO_MIN_WIDTH_PX,
            height: LIMITS.LOGO_MIN_HEIGHT_PX,
          })}
          minHeight={72}
        />
      </Group>
      {problem ? (
        <Input.Error id={errorId} role="alert">
          {problem}
        </Input.Error>
      ) : null}
    </Stack>
  );
};
