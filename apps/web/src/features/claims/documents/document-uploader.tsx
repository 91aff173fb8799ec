import { useState } from 'react';
import { Button, FileInput, Grid, Select } from '@mantine/core';
import { CLAIM_DOCUMENT_ACCEPT, UPLOADABLE_DOCUMENT_KIND_OPTIONS, choiceOptions, LIMITS, type ClaimDocumentKind } from '@claims/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useClaimsErrorText } from '../../../components/claims-error-text';
import { useUploadClaimDocument, type DraftDocument } from './claim-document-api';

const D = 'claims.documents';

// The server's keys for a refused file read a logo's limits in the app-wide texts; a document has its own.
const DOCUMENT_KEYS: Record<string, string> = {
  FILE_TOO_BIG: 'DOCUMENT_TOO_BIG',
  INVALID_FILE_TYPE: 'DOCUMENT_TYPE_INVALID',
  IMAGE_TOO_LARGE: 'DOCUMENT_IMAGE_TOO_LARGE',
};
const documentKey = (key: string) => DOCUMENT_KEYS[key] ?? key;

export type DocumentUploaderProps = {
  schoolId: string;
  // a submitted claim: the document goes to its TPA at once
  claimId?: string;
  onUploaded: (document: DraftDocument) => void;
};

// What the document is, the file (a PDF or a photo, from the phone's camera too), and Attach. The server
// judges the file by its content; the size is checked here first so a big photo is not sent for nothing.
export const DocumentUploader = ({ schoolId, claimId, onUploaded }: DocumentUploaderProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useClaimsErrorText();
  const [kind, setKind] = useState<ClaimDocumentKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // one per file chosen: every try to attach that file is one upload to the server
  const [uploadKey, setUploadKey] = useState(() => crypto.randomUUID());
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setUploadKey(crypto.randomUUID());
  };
  const [errors, setErrors] = useState<{ kind?: string; file?: string }>({});
  const upload = useUploadClaimDocument((document) => {
    setKind(null);
    chooseFile(null);
    onUploaded(document);
  });

  const attach = () => {
    const found = {
      kind: kind ? undefined : errorText('DOCUMENT_KIND_REQUIRED'),
      file: !file ? errorText('DOCUMENT_FILE_REQUIRED') : file.size > LIMITS.DOCUMENT_MAX_BYTES ? errorText('DOCUMENT_TOO_BIG') : undefined,
    };
    setErrors(found);
    if (found.kind || found.file || !kind || !file) return;
    upload.mutate(
      { schoolId, claimId, kind, file, idempotencyKey: uploadKey },
      {
        onError: (error) => {
          const key = error instanceof ApiError ? (error.fields.kind ?? error.code) : undefined;
          setErrors(key === 'DOCUMENT_KIND_REQUIRED' ? { kind: errorText(key) } : { file: errorText(documentKey(key ?? 'DOCUMENT_UPLOAD_FAILED')) });
        },
      },
    );
  };

  return (
    <Grid align="flex-end">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          label={t(`${D}.kind`)}
          placeholder={t('claims.wizard.claimInformation.choose')}
          data={choiceOptions(UPLOADABLE_DOCUMENT_KIND_OPTIONS, language)}
          value={kind}
          onChange={(value) => setKind(value as ClaimDocumentKind | null)}
          error={errors.kind}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <FileInput
          label={t(`${D}.file`)}
          description={t(`${D}.hint`)}
          accept={CLAIM_DOCUMENT_ACCEPT.join(',')}
          value={file}
          onChange={chooseFile}
          clearable
          error={errors.file}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <Button fullWidth leftSection={<IconPaperclip size={16} aria-hidden="true" />} loading={upload.isPending} onClick={attach}>
          {t(`${D}.attach`)}
        </Button>
      </Grid.Col>
    </Grid>
  );
};
