import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { DASHBOARD_COMPONENTS } from '@claims/shared';
import { IconEdit, IconExternalLink, IconFilePlus, IconInfoCircle, IconLink, IconReplace, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ReplaceFileModal } from '../../../components/replace-file-modal';
import { useDirectoryNotify } from '../../../lib/directory-messages';
import { useDeleteTpaElement } from '../api/delete-tpa-element';
import type { Tpa, TpaElement } from '../api/get-tpa';
import { useReplaceTpaFile } from '../api/replace-tpa-file';
import { isDashboardComponent, TpaElementModal, type TpaElementModalMode } from './tpa-element-modal';

export type TpaElementsSectionProps = {
  tpa: Tpa;
};

type OpenModal = TpaElementModalMode | { kind: 'replace'; element: TpaElement } | null;

// Dashboard sections in the spec's order; an unknown one goes last.
const sectionIndex = (component: string) => {
  const index = (DASHBOARD_COMPONENTS as readonly string[]).indexOf(component);
  return index === -1 ? DASHBOARD_COMPONENTS.length : index;
};

const byDashboardSection = (a: TpaElement, b: TpaElement) =>
  sectionIndex(a.component) - sectionIndex(b.component) || a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

type ElementRowActionsProps = { element: TpaElement; onEdit: () => void; onReplace: () => void; onDelete: () => void };

// Edit, Replace (a file only) and Delete, each naming its element for screen readers.
const ElementRowActions = ({ element, onEdit, onReplace, onDelete }: ElementRowActionsProps) => {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('common.edit')}>
        <ActionIcon variant="subtle" aria-label={t('tpas.elements.edit', { title: element.title })} onClick={onEdit}>
          <IconEdit size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {element.type === 'FILE' ? (
        <Tooltip label={t('tpas.elements.replaceFileTitle')}>
          <ActionIcon variant="subtle" aria-label={t('tpas.elements.replace', { title: element.title })} onClick={onReplace}>
            <IconReplace size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={t('tpas.elements.delete', { title: element.title })} onClick={onDelete}>
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};

// The TPA's dashboard files and links, labelled by section, with add, edit, replace and delete. Every
// change reaches the copies on the schools linked to the TPA (the server keeps them in step).
export const TpaElementsSection = ({ tpa }: TpaElementsSectionProps) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useDirectoryNotify();
  const deleteElement = useDeleteTpaElement();
  const replaceFile = useReplaceTpaFile();
  const [modal, setModal] = useState<OpenModal>(null);

  const sectionLabel = (component: string) => (isDashboardComponent(component) ? t(`tpas.components.${component}`) : component);
  const typeLabel = (type: string) => (type === 'FILE' || type === 'URL' ? t(`tpas.elements.types.${type}`) : type);

  const remove = async (element: TpaElement) => {
    const confirmed = await confirm({
      title: t('tpas.elements.deleteTitle'),
      message: t('tpas.elements.deleteMessage', { title: element.title }),
    });
    if (!confirmed) return;
    try {
      await deleteElement.mutateAsync({ id: element.id, tpaId: tpa.id });
      notify.successText(t('tpas.elements.elementDeleted'));
    } catch (error) {
      notify.errorText(t('tpas.elements.deleteFailed'), error);
    }
  };

  const columns: Array<DataTableColumn<TpaElement>> = [
    {
      key: 'title',
      header: t('tpas.elements.column.title'),
      render: (element) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {element.title}
          </Text>
          {element.type === 'FILE' && element.filename ? (
            <Text size="xs" c="dimmed">
              {element.filename}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'type', header: t('tpas.elements.column.type'), render: (element) => typeLabel(element.type) },
    { key: 'section', header: t('tpas.elements.column.section'), render: (element) => sectionLabel(element.component) },
    {
      key: 'open',
      header: t('tpas.elements.column.open'),
      render: (element) => {
        const href = element.type === 'FILE' ? element.file_url : element.url;
        if (!href) return '-';
        return (
          <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={t('tpas.elements.open', { title: element.title })} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              {t('tpas.elements.openText')}
              <IconExternalLink size={14} aria-hidden="true" />
            </Group>
          </Anchor>
        );
      },
    },
    {
      key: 'actions',
      header: t('tpas.elements.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (element) => (
        <ElementRowActions
          element={element}
          onEdit={() => setModal({ kind: 'edit', element })}
          onReplace={() => setModal({ kind: 'replace', element })}
          onDelete={() => void remove(element)}
        />
      ),
    },
  ];

  const close = () => setModal(null);

  return (
    <Stack gap="md" component="section" aria-labelledby="tpa-elements-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="tpa-elements-title">
          {t('tpas.elements.title')}
        </Title>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconLink size={16} aria-hidden="true" />} onClick={() => setModal({ kind: 'addLink' })}>
            {t('tpas.elements.addLink')}
          </Button>
          <Button variant="light" leftSection={<IconFilePlus size={16} aria-hidden="true" />} onClick={() => setModal({ kind: 'addFile' })}>
            {t('tpas.elements.addFile')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-light)">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconInfoCircle size={20} aria-hidden="true" />
          <Text size="sm">{t('tpas.elements.note')}</Text>
        </Group>
      </Paper>
      <DataTable
        label={t('tpas.elements.label')}
        columns={columns}
        rows={[...tpa.elements].sort(byDashboardSection)}
        rowKey={(element) => element.id}
        loadingLabel={t('tpas.elements.loading')}
        emptyMessage={t('tpas.elements.empty')}
      />
      {modal?.kind === 'replace' ? (
        <ReplaceFileModal
          intro={t('tpas.elements.replaceFileIntro', { filename: modal.element.filename ?? modal.element.title })}
          replace={(file) => replaceFile.mutateAsync({ elementId: modal.element.id, tpaId: tpa.id, file })}
          pending={replaceFile.isPending}
          onFailed={(error) => notify.errorText(t('tpas.elements.saveFailed'), error)}
          onClose={close}
        />
      ) : null}
      {modal && modal.kind !== 'replace' ? <TpaElementModal tpaId={tpa.id} mode={modal} onClose={close} /> : null}
    </Stack>
  );
};
