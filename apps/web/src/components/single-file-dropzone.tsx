import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps, type FileRejection } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';

// A drop of several files is refused as a whole; the field then says "one file only".
export const hasTooManyFiles = (rejections: FileRejection[]) =>
  rejections.length > 1 || rejections.some((rejection) => rejection.errors.some((error) => error.code === 'too-many-files'));

export type SingleFileDropzoneProps = Pick<DropzoneProps, 'accept' | 'onReject' | 'loading' | 'loaderProps' | 'flex'> & {
  // names the hidden file input
  label: string;
  // the field's visible label, and its error while one shows
  labelId: string;
  errorId: string | undefined;
  onPick: (file: File) => void;
  // the icon while nothing is dragged over the zone
  idleIcon: ReactNode;
  prompt: string;
  hint: string;
  minHeight: number;
};

// A zone taking one file, dropped or picked: an icon following the drag (accept, reject, idle), the prompt
// and the hint. The field around it holds the label and the error.
export const SingleFileDropzone = ({ label, labelId, errorId, onPick, idleIcon, prompt, hint, minHeight, ...zone }: SingleFileDropzoneProps) => (
  <Dropzone
    {...zone}
    onDrop={(files) => {
      const [picked] = files;
      if (picked) onPick(picked);
    }}
    multiple={false}
    maxFiles={1}
    aria-labelledby={labelId}
    aria-describedby={errorId}
    inputProps={{ 'aria-label': label }}
    p="sm"
  >
    <Group justify="center" gap="sm" mih={minHeight} style={{ pointerEvents: 'none' }} wrap="nowrap">
      <Dropzone.Accept>
        <IconUpload size={28} aria-hidden="true" />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={28} aria-hidden="true" />
      </Dropzone.Reject>
      <Dropzone.Idle>{idleIcon}</Dropzone.Idle>
      <Stack gap={2}>
        <Text size="sm">{prompt}</Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Group>
  </Dropzone>
);
