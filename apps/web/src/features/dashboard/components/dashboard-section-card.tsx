import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFileUpload, IconLink, IconPencil, IconPlus, IconReplace, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-modal';
import { ReplaceFileModal } from '../../../components/replace-file-modal';
import { useDashboardMutation } from '../api/dashboard-mutations';
import type { DashboardItem, DashboardSection } from '../api/get-school-dashboard';
import { ContactModal } from './contact-modal';
import { useDashboardNotify } from './dashboard-messages';
import { DashboardItemView } from './dashboard-item-view';
import { ElementModal, type ElementModalMode } from './element-modal';

export type DashboardSectionCardProps = {
  schoolId: string;
  section: DashboardSection;
  // whether the viewer may edit the dashboard (admins), which says how an empty section is filled
  canEdit: boolean;
  editing: boolean;
  // extra content under the items (the claims shortcuts)
  children?: ReactNode;
};

type OpenModal =
  | { kind: 'element'; mode: ElementModalMode }
  | { kind: 'contact'; item?: DashboardItem }
  | { kind: 'replace'; item: DashboardItem }
  | null;

export const DashboardSectionCard = ({ schoolId, section, canEdit, editing, children }: DashboardSectionCardProps) => {
  const { t } = useTranslation();
  const [modal, setModal] = useState<OpenModal>(null);
  // the item being dragged in edit mode; the move buttons do the same from the keyboard
  const [dragged, setDragged] = useState<string | null>(null);
  const notify = useDashboardNotify();
  const move = useDashboardMutation(schoolId, 'move');
  const replaceFile = useDashboardMutation(schoolId, 'replaceFile');
  const dropOn = (newIndex: number) => {
    const id = dragged;
    setDragged(null);
    if (id === null || section.items[newIndex]?.id === id) return;
    move.mutate({ id, newIndex }, { onError: (error) => notify.error(t('dashboard.moveFailed'), error) });
  };
  const headingId = `dashboard-section-${section.component}`;
  const name = t(`dashboard.sections.${section.component}`);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {name}
        </Title>
        {section.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t(`dashboard.sectionEmpty.${section.component}`)}{' '}
            {t(editing ? 'dashboard.sectionEmpty.fillEditing' : canEdit ? 'dashboard.sectionEmpty.fillAdmin' : 'dashboard.sectionEmpty.fillUser')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {section.items.map((item, index) => (
              <Group
                component="li"
                key={item.id}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                draggable={editing}
                style={editing ? { cursor: 'grab', opacity: dragged === item.id ? 0.5 : 1 } : undefined}
                onDragStart={(event) => {
                  event.dataTransfer?.setData('text/plain', item.id);
                  setDragged(item.id);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  dropOn(index);
                }}
              >
                <DashboardItemView item={item} />
                {editing ? (
                  <ItemActions
                    schoolId={schoolId}
                    item={item}
                    index={index}
                    last={index === section.items.length - 1}
                    onEdit={() => setModal(item.kind === 'CONTACT' ? { kind: 'contact', item } : { kind: 'element', mode: { kind: 'edit', item } })}
                    onReplace={() => setModal({ kind: 'replace', item })}
                  />
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
        {children}
        {editing ? (
          <Group gap="xs" aria-label={t('dashboard.add.toSection', { section: name })} role="group">
            <Button size="xs" variant="light" leftSection={<IconFileUpload size={14} aria-hidden="true" />} onClick={() => setModal({ kind: 'element', mode: { kind: 'addFile' } })}>
              {t('dashboard.add.file')}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconLink size={14} aria-hidden="true" />} onClick={() => setModal({ kind: 'element', mode: { kind: 'addLink' } })}>
              {t('dashboard.add.link')}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setModal({ kind: 'contact' })}>
              {t('dashboard.add.contact')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {modal?.kind === 'element' ? (
        <ElementModal schoolId={schoolId} component={section.component} mode={modal.mode} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'contact' ? (
        <ContactModal schoolId={schoolId} component={section.component} item={modal.item} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'replace' ? (
        <ReplaceFileModal
          intro={t('dashboard.modal.replaceIntro', { filename: modal.item.filename ?? modal.item.title })}
          replace={(file) => replaceFile.mutateAsync({ elementId: modal.item.id, file })}
          pending={replaceFile.isPending}
          onFailed={(error) => notify.error(t('dashboard.saveFailed'), error)}
          onClose={() => setModal(null)}
        />
      ) : null}
    </Card>
  );
};

type ItemActionsProps = {
  schoolId: string;
  item: DashboardItem;
  index: number;
  last: boolean;
  onEdit: () => void;
  onReplace: () => void;
};

// Move up/down for every item; edit, replace and delete only for the school's own (a TPA's follow the TPA).
const ItemActions = ({ schoolId, item, index, last, onEdit, onReplace }: ItemActionsProps) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useDashboardNotify();
  const move = useDashboardMutation(schoolId, 'move');
  const remove = useDashboardMutation(schoolId, 'remove');
  const title = item.title;

  const moveTo = (newIndex: number) =>
    move.mutate({ id: item.id, newIndex }, { onError: (error) => notify.error(t('dashboard.moveFailed'), error) });

  const onDelete = async () => {
    const confirmed = await confirm({ title: t('dashboard.deleteTitle'), message: t('dashboard.deleteMessage', { title }) });
    if (!confirmed) return;
    remove.mutate(
      { id: item.id },
      { onSuccess: () => notify.success(t('dashboard.deleted')), onError: (error) => notify.error(t('dashboard.deleteFailed'), error) },
    );
  };

  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('dashboard.item.actions', { title })}>
      <ActionIcon variant="subtle" aria-label={t('dashboard.item.moveUp', { title })} disabled={index === 0 || move.isPending} onClick={() => moveTo(index - 1)}>
        <IconArrowUp size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={t('dashboard.item.moveDown', { title })} disabled={last || move.isPending} onClick={() => moveTo(index + 1)}>
        <IconArrowDown size={16} aria-hidden="true" />
      </ActionIcon>
      {item.from_tpa ? null : (
        <>
          <ActionIcon variant="subtle" aria-label={t('dashboard.item.edit', { title })} onClick={onEdit}>
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
          {item.kind === 'FILE' ? (
            <ActionIcon variant="subtle" aria-label={t('dashboard.item.replace', { title })} onClick={onReplace}>
              <IconReplace size={16} aria-hidden="true" />
            </ActionIcon>
          ) : null}
          <ActionIcon variant="subtle" color="red" aria-label={t('dashboard.item.delete', { title })} loading={remove.isPending} onClick={() => void onDelete()}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </>
      )}
    </Group>
  );
};
