import { useState } from 'react';
import { Anchor, Button, Card, Group, List, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConfirm } from '../../../components/confirm-modal';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { useNotify, type NotificationTextKey } from '../../../lib/notify';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import { useIncidentsErrorText } from '../incidents-error-text';

// The words of one school list's card and form.
export type SchoolListTexts = {
  title: string;
  edit: string;
  // under the title: whether the list is the school's own
  own: string;
  standard: string;
  loadError: string;
  formIntro: string;
  field: string;
  fieldHint: string;
  useStandard: string;
  // asked before the school's own list gives way to the product's
  useStandardMessage: string;
  // the notice once saved
  saved: NotificationTextKey;
};

export type SchoolListCardProps = {
  id: string;
  texts: SchoolListTexts;
  // the request for the list: its loading and failure
  query: UseQueryResult<unknown>;
  // the list as the school has it now, and whether it is its own rather than the product's
  items: readonly string[];
  isOwn: boolean;
  // null puts the product's list back
  save: UseMutationResult<unknown, unknown, string[] | null>;
  schema: z.ZodType<string[]>;
};

// One item a line, as a person lists them; blank lines are nothing.
const itemsOf = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line.length > 0);

const ListForm = ({ texts, items, isOwn, save, schema, onDone }: Pick<SchoolListCardProps, 'texts' | 'items' | 'isOwn' | 'save' | 'schema'> & { onDone: () => void }) => {
  const errorText = useIncidentsErrorText();
  const confirm = useConfirm();
  const notify = useNotify(errorText);
  const [text, setText] = useState(items.join('\n'));
  const [error, setError] = useState<string | null>(null);

  const saved = (next: string[] | null) =>
    save.mutate(next, {
      onSuccess: () => {
        notify.success(texts.saved);
        onDone();
      },
      onError: (failure) => setError(errorText(Object.values(fieldErrorsOf(failure))[0] ?? errorCodeOf(failure))),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = schema.safeParse(itemsOf(text));
        if (!checked.success) return setError(errorText(checked.error.issues[0]!.message));
        saved(checked.data);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{texts.formIntro}</Text>
        <Textarea
          label={texts.field}
          description={texts.fieldHint}
          autosize
          minRows={6}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="space-between" gap="sm">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={async () => {
              if (isOwn && !(await confirm({ title: texts.useStandard, message: texts.useStandardMessage, confirmLabel: texts.useStandard }))) return;
              saved(null);
            }}
          >
            {texts.useStandard}
          </Anchor>
          <ModalFormActions pending={save.isPending} onCancel={onDone} />
        </Group>
      </Stack>
    </form>
  );
};

// A list the school's staff keep for its incidents (its return-to-play steps, the places its form
// suggests): the product's own until the school sets its own, one item a line.
export const SchoolListCard = ({ id, texts, query, items, isOwn, save, schema }: SchoolListCardProps) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {texts.title}
        </Title>
        <Button variant="light" leftSection={<IconListDetails size={16} aria-hidden="true" />} disabled={query.isPending || query.isError} onClick={() => setEditing(true)}>
          {texts.edit}
        </Button>
      </Group>
      {query.isError ? (
        <Group gap="xs">
          <Text c="red" size="sm">
            {texts.loadError}
          </Text>
          <Anchor component="button" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Anchor>
        </Group>
      ) : query.isPending ? null : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {isOwn ? texts.own : texts.standard}
          </Text>
          <List type="ordered" size="sm" aria-label={texts.title}>
            {items.map((item, index) => (
              <List.Item key={`${index}-${item}`}>{item}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Modal opened={editing} onClose={() => setEditing(false)} title={texts.edit} centered>
        {editing ? <ListForm texts={texts} items={items} isOwn={isOwn} save={save} schema={schema} onDone={() => setEditing(false)} /> : null}
      </Modal>
    </Card>
  );
};
