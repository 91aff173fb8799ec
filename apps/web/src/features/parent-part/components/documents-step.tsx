import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ActionIcon, Button, Group, Input, NativeSelect, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { choiceLabel, choiceOptions, LIMITS, UPLOADABLE_DOCUMENT_KIND_OPTIONS, type Choice, type ParentDocument, type UploadableDocumentKind } from '@claims/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconCamera, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/file-size';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import { useLanguage } from '../../../lib/use-language';
import { useParentErrorText } from '../parent-error-text';

// The server's keys for a refused file name a logo's limits in the app-wide texts; a document has its own.
const DOCUMENT_KEYS: Record<string, string> = {
  FILE_TOO_BIG: 'DOCUMENT_TOO_BIG',
  INVALID_FILE_TYPE: 'DOCUMENT_TYPE_INVALID',
  IMAGE_TOO_LARGE: 'DOCUMENT_IMAGE_TOO_LARGE',
};

// A phone's own photos and PDFs (HEIC too: image/*); the server judges the file by its content.
const ANY_DOCUMENT = 'image/*,application/pdf';

export type DocumentUpload = { kind: UploadableDocumentKind; file: File };

export type DocumentsStepProps = {
  // what the step asks for, and the kinds it takes
  intro: string;
  kinds: readonly Choice<UploadableDocumentKind>[];
  documents: readonly ParentDocument[];
  upload: UseMutationResult<ParentDocument, Error, DocumentUpload>;
  removal: UseMutationResult<string, Error, string>;
  // a failure that ends the page or its session: true when the page took it
  onRequestFailed: (error: unknown) => boolean;
};

type AddedDocumentsProps = {
  documents: readonly ParentDocument[];
  // the document whose removal is on its way
  removingId: string | null;
  onRemove: (document: ParentDocument) => void;
};

// What the parent added, each removable until an e-mail to the TPA carried it.
const AddedDocuments = ({ documents, removingId, onRemove }: AddedDocumentsProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const listHeadingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={listHeadingId}>
      <Title order={2} size="h4" id={listHeadingId}>
        {t('parent.documents.added')}
      </Title>
      {documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('parent.documents.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {documents.map((document) => (
            <Paper key={document.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {choiceLabel(UPLOADABLE_DOCUMENT_KIND_OPTIONS, document.kind, language) ?? document.kind}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {document.filename} · {formatFileSize(document.size)}
                  </Text>
                </div>
                {document.sent ? (
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {t('parent.documents.sent')}
                  </Text>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    loading={removingId === document.id}
                    aria-label={t('parent.documents.remove', { name: document.filename })}
                    onClick={() => onRemove(document)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
};

// What the parent has for the TPA: the EOB, bills, the insurance card's two sides (a guardian before the
// season: the card's). Each goes up as soon as it is picked, so nothing waits for the end; a photo can be
// taken there and then. None is required.
export const DocumentsStep = ({ intro, kinds, documents, upload, removal, onRequestFailed }: DocumentsStepProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useParentErrorText();
  const [kind, setKind] = useState<UploadableDocumentKind | null>(null);
  const [problems, setProblems] = useState<{ kind?: string; file?: string }>({});
  const kindSelect = useRef<HTMLSelectElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const fileErrorId = useId();
  const [added, setAdded] = useState<string | null>(null);

  // The kind comes first: the picker opens only once the document is named.
  const pick = (input: HTMLInputElement | null) => {
    if (upload.isPending) return;
    if (!kind) {
      setProblems({ kind: 'DOCUMENT_KIND_REQUIRED' });
      kindSelect.current?.focus();
      return;
    }
    setProblems({});
    input?.click();
  };

  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // the same file may be picked again after a failure
    event.currentTarget.value = '';
    if (!file || !kind) return;
    setAdded(null);
    if (file.size > LIMITS.DOCUMENT_MAX_BYTES) return setProblems({ file: 'DOCUMENT_TOO_BIG' });
    upload.mutate(
      { kind, file },
      {
        onSuccess: (document) => {
          setKind(null);
          setAdded(document.filename);
        },
        onError: (error) => {
          if (onRequestFailed(error)) return;
          const code = fieldErrorsOf(error).kind ?? errorCodeOf(error);
          if (code === 'DOCUMENT_KIND_REQUIRED') return setProblems({ kind: code });
          setProblems({ file: code === 'TOO_MANY_DOCUMENTS' ? code : (DOCUMENT_KEYS[code ?? ''] ?? 'DOCUMENT_UPLOAD_FAILED') });
        },
      },
    );
  };

  const removeDocument = (document: ParentDocument) => {
    setProblems({});
    setAdded(null);
    removal.mutate(document.id, {
      onError: (error) => {
        if (!onRequestFailed(error)) setProblems({ file: 'DOCUMENT_REMOVAL_FAILED' });
      },
    });
  };

  const uploading = upload.isPending ? upload.variables.file.name : null;

  return (
    <Stack gap="md">
      <Text>{intro}</Text>
      <NativeSelect
        ref={kindSelect}
        label={t('parent.documents.kind')}
        data={[{ value: '', label: t('parent.documents.chooseKind'), disabled: true }, ...choiceOptions(kinds, language)]}
        value={kind ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setKind(kinds.find((option) => option.value === value)?.value ?? null);
          setProblems({});
        }}
        error={problems.kind ? errorText(problems.kind) : undefined}
      />
      <Stack gap={4}>
        <Group gap="sm">
          <Button leftSection={<IconCamera size={18} aria-hidden="true" />} onClick={() => pick(camera.current)} aria-describedby={problems.file ? fileErrorId : undefined}>
            {t('parent.documents.takePhoto')}
          </Button>
          <Button variant="default" leftSection={<IconFileUpload size={18} aria-hidden="true" />} onClick={() => pick(files.current)} aria-describedby={problems.file ? fileErrorId : undefined}>
            {t('parent.documents.chooseFile')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('parent.documents.hint', { max: formatFileSize(LIMITS.DOCUMENT_MAX_BYTES) })}
        </Text>
        {/* the camera where a phone has one; the other input offers the phone's photos and files */}
        <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={send} />
        <input ref={files} type="file" accept={ANY_DOCUMENT} hidden onChange={send} />
        {problems.file ? (
          <Input.Error id={fileErrorId} role="alert">
            {errorText(problems.file)}
          </Input.Error>
        ) : null}
      </Stack>
      <div role="status">
        {uploading ? (
          <Stack gap={4}>
            <Text size="sm">{t('parent.documents.uploading', { name: uploading })}</Text>
            <Progress value={100} animated striped aria-hidden="true" />
          </Stack>
        ) : added ? (
          <Text size="sm">{t('parent.documents.uploaded', { name: added })}</Text>
        ) : null}
      </div>

      <AddedDocuments documents={documents} removingId={removal.isPending ? removal.variables : null} onRemove={removeDocument} />
    </Stack>
  );
};
