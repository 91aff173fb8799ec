import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import { CLAIM_DOCUMENT_KIND_OPTIONS, choiceLabel } from '@claims/shared';
import { IconCircleCheck, IconClock, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/file-size';
import { useLanguage } from '../../../lib/use-language';

export type ListedDocument = { id: string; kind: string; filename: string; size: number; url?: string | null; sent?: boolean };

export type DocumentListProps = {
  documents: readonly ListedDocument[];
  // documents no e-mail has carried yet may be removed
  onRemove?: (document: ListedDocument) => void;
  removing?: string | null;
};

// The status keeps its words on one line in a narrow table: the table scrolls instead (a badge there
// would shrink and cut them off).
const KEEP_WHOLE = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

// A claim's documents: what each is, its file (a link where the reader may open it), its size and, on a
// submitted claim, whether it has gone to the TPA.
export const DocumentList = ({ documents, onRemove, removing }: DocumentListProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (documents.length === 0) return <Text c="dimmed">{t('claims.documents.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('claims.documents.kind')}</Table.Th>
            <Table.Th>{t('claims.documents.file')}</Table.Th>
            <Table.Th>{t('claims.documents.size')}</Table.Th>
            <Table.Th>{t('claims.documents.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>{choiceLabel(CLAIM_DOCUMENT_KIND_OPTIONS, document.kind, language) ?? document.kind}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {document.url ? (
                  <Anchor href={document.url} target="_blank" rel="noopener noreferrer">
                    {document.filename}
                  </Anchor>
                ) : (
                  document.filename
                )}
              </Table.Td>
              <Table.Td>{formatFileSize(document.size)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {document.sent ? (
                    <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden="true" style={KEEP_WHOLE} />
                  ) : (
                    <IconClock size={16} color="var(--mantine-color-gray-7)" aria-hidden="true" style={KEEP_WHOLE} />
                  )}
                  <Text size="sm" style={KEEP_WHOLE}>
                    {document.sent ? t('claims.documents.sent') : t('claims.documents.notSent')}
                  </Text>
                  {onRemove && !document.sent && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      loading={removing === document.id}
                      aria-label={t('claims.documents.remove', { name: document.filename })}
                      onClick={() => onRemove(document)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
