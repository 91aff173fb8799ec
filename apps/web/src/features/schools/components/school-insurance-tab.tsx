import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Fieldset,
  Grid,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEADLINE_DAYS_FIELDS,
  DEADLINE_DAYS_MAX,
  DEADLINE_KIND_LABELS,
  DEADLINE_KINDS,
  parseDisplayDate,
  schoolTpaLinksFormSchema,
  sortActivityIdsByName,
  type SchoolTpaLinkInput,
  type SchoolTpaLinksForm,
  type SchoolTpaLinksFormInput,
} from '@claims/shared';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, FormProvider, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-modal';
import { useDateInputTexts } from '../../../components/use-date-input-texts';
import { useErrorText } from '../../../lib/error-message';
import { useNotify } from '../../../lib/notify';
import { fieldErrorsOf } from '../../../lib/request-error';
import { useLanguage } from '../../../lib/use-language';
import { type Activity, useActivities } from '../../../entities/activities';
import { type SchoolTpa, useSchoolTpas } from '../../../entities/school-tpas';
import { useDeleteSchoolTpa, useUpdateSchoolTpas } from '../api/school-tpa-mutations';
import { AddTpaModal } from './add-tpa-modal';

export type SchoolInsuranceTabProps = {
  schoolId: string;
};

// The sports selector's extra option that selects every sport.
const ALL_SPORTS = '__all__';

const toLinkValues = (link: SchoolTpa, activities: readonly Activity[]): SchoolTpaLinkInput => ({
  id: link.id,
  third_party_administrator_id: link.third_party_administrator_id,
  policy_number: link.policy_number ?? '',
  tpa_identifier: link.tpa_identifier ?? '',
  effective_date: link.effective_date,
  activities: sortActivityIdsByName(link.activities, activities),
  is_active: link.is_active,
  is_default: link.is_default,
  notice_days: link.notice_days,
  treatment_days: link.treatment_days,
  filing_days: link.filing_days,
  absolute_days: link.absolute_days,
});

// The school's TPA links: one block per link, a plus button to link another, one Update for all.
export const SchoolInsuranceTab = ({ schoolId }: SchoolInsuranceTabProps) => {
  const { t } = useTranslation();
  const links = useSchoolTpas(schoolId);
  const activities = useActivities();

  if (links.isError || activities.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />}>
        {t('common.loadError')}
      </Alert>
    );
  }
  if (links.isPending || activities.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('schools.insurance.loading')}>
        <Loader />
      </Center>
    );
  }
  return <SchoolTpaLinksForm schoolId={schoolId} links={links.data} activities={activities.data} />;
};

type SchoolTpaLinksFormProps = {
  schoolId: string;
  // the stored links (kept current by the mutations)
  links: SchoolTpa[];
  activities: Activity[];
};

type LinkFieldProps = { index: number };

// Every sport, or some: an empty choice covers every sport too, and "All sports" picks each of them.
const SportsField = ({ index, activities }: LinkFieldProps & { activities: Activity[] }) => {
  const { t } = useTranslation();
  const { control } = useFormContext<SchoolTpaLinksFormInput>();
  const activityData = activities.map((activity) => ({ value: activity.id, label: activity.activity }));
  const allActivityIds = activities.map((activity) => activity.id);
  return (
    <Controller
      name={`links.${index}.activities`}
      control={control}
      render={({ field }) => {
        const selected = field.value ?? [];
        const everything = selected.length >= allActivityIds.length && allActivityIds.length > 0;
        return (
          <MultiSelect
            label={t('schools.insurance.sports')}
            placeholder={selected.length === 0 ? t('schools.insurance.sportsPlaceholder') : undefined}
            data={everything ? activityData : [{ value: ALL_SPORTS, label: t('schools.insurance.allSports') }, ...activityData]}
            value={selected}
            onChange={(values) => field.onChange(sortActivityIdsByName(values.includes(ALL_SPORTS) ? allActivityIds : values, activities))}
            onBlur={field.onBlur}
            searchable
            clearable
          />
        );
      }}
    />
  );
};

// The link's deadlines in days (ADR 028); empty takes the default.
const DeadlineDaysFields = ({ index }: LinkFieldProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { control, formState } = useFormContext<SchoolTpaLinksFormInput>();
  const rowErrors = formState.errors.links?.[index];
  return (
    <Fieldset variant="unstyled" legend={<Text fw={500} size="sm" component="span">{t('schools.insurance.deadlines')}</Text>}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('schools.insurance.deadlinesHint')}
      </Text>
      <Grid gap="md">
        {DEADLINE_KINDS.map((kind) => {
          const daysField = DEADLINE_DAYS_FIELDS[kind];
          const message = rowErrors?.[daysField]?.message;
          return (
            <Grid.Col key={kind} span={{ base: 12, sm: 6, lg: 3 }}>
              <Controller
                name={`links.${index}.${daysField}`}
                control={control}
                render={({ field }) => (
                  <NumberInput
                    label={DEADLINE_KIND_LABELS[kind][language]}
                    min={1}
                    max={DEADLINE_DAYS_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    // an out-of-range number is told, not silently changed on blur
                    clampBehavior="none"
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                    onBlur={field.onBlur}
                    error={message ? errorText(message, { deadlineDaysMax: DEADLINE_DAYS_MAX }) : undefined}
                  />
                )}
              />
            </Grid.Col>
          );
        })}
      </Grid>
    </Fieldset>
  );
};

// A switch bound to one of the link's yes/no fields.
const LinkSwitch = ({ name, label, yesNo = false }: { name: FieldPath<SchoolTpaLinksFormInput>; label: string; yesNo?: boolean }) => {
  const { t } = useTranslation();
  const { control } = useFormContext<SchoolTpaLinksFormInput>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Switch
          label={label}
          {...(yesNo ? { onLabel: t('common.yes'), offLabel: t('common.no') } : {})}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
};

type TpaLinkFieldsetProps = LinkFieldProps & { stored: SchoolTpa; activities: Activity[]; onRemove: () => void };

// One link: its TPA, the policy's numbers and dates, whether it is active or the default, its sports and
// its deadlines.
const TpaLinkFieldset = ({ index, stored, activities, onRemove }: TpaLinkFieldsetProps) => {
  const { t } = useTranslation();
  const dateInputTexts = useDateInputTexts();
  const errorText = useErrorText();
  const { control, register, formState } = useFormContext<SchoolTpaLinksFormInput>();
  const rowErrors = formState.errors.links?.[index];
  const rowError = (message: string | undefined) => (message ? errorText(message) : undefined);
  return (
    <Fieldset
      legend={
        <Text fw={700} component="span">
          {stored.tpa_code}
        </Text>
      }
      radius="md"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {stored.tpa_name}
        </Text>
        <Tooltip label={t('common.delete')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('schools.insurance.remove', { code: stored.tpa_code })} onClick={onRemove}>
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput label={t('schools.insurance.policyNumber')} error={rowError(rowErrors?.policy_number?.message)} {...register(`links.${index}.policy_number`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput label={t('schools.insurance.groupNumber')} error={rowError(rowErrors?.tpa_identifier?.message)} {...register(`links.${index}.tpa_identifier`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Controller
            name={`links.${index}.effective_date`}
            control={control}
            render={({ field }) => (
              <DateInput
                label={t('schools.insurance.effectiveDate')}
                {...dateInputTexts}
                valueFormat="MM/DD/YYYY"
                dateParser={(value) => parseDisplayDate(value)}
                value={field.value || null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={rowError(rowErrors?.effective_date?.message)}
                clearable
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Group gap="lg" mt={{ base: 0, lg: 28 }}>
            <LinkSwitch name={`links.${index}.is_active`} label={t('schools.insurance.active')} />
            <LinkSwitch name={`links.${index}.is_default`} label={t('schools.insurance.default')} yesNo />
          </Group>
        </Grid.Col>
        <Grid.Col span={12}>
          <SportsField index={index} activities={activities} />
        </Grid.Col>
        <Grid.Col span={12}>
          <DeadlineDaysFields index={index} />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
};

const SchoolTpaLinksForm = ({ schoolId, links, activities }: SchoolTpaLinksFormProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const updateLinks = useUpdateSchoolTpas();
  const deleteLink = useDeleteSchoolTpa();
  const [adding, setAdding] = useState(false);
  const form = useForm<SchoolTpaLinksFormInput, unknown, SchoolTpaLinksForm>({
    resolver: zodResolver(schoolTpaLinksFormSchema),
    defaultValues: { links: links.map((link) => toLinkValues(link, activities)) },
  });
  const rows = useWatch({ control: form.control, name: 'links' }) ?? [];
  const { errors, isSubmitting } = form.formState;
  const ruleKey = errors.links?.root?.message ?? errors.links?.message;
  const storedById = new Map(links.map((link) => [link.id, link]));

  // After a link was added or removed: the stored links, keeping unsaved edits of the rows still there.
  const showStored = (stored: SchoolTpa[]) => {
    const current = form.getValues('links') ?? [];
    form.reset({
      links: stored.map((link) => current.find((row) => row.id === link.id) ?? toLinkValues(link, activities)),
    });
  };

  const remove = async (link: SchoolTpa) => {
    const confirmed = await confirm({
      title: t('schools.insurance.deleteTitle'),
      message: t('schools.insurance.deleteMessage', { code: link.tpa_code }),
    });
    if (!confirmed) return;
    try {
      showStored(await deleteLink.mutateAsync({ schoolId, id: link.id }));
    } catch (error) {
      notify.error('SCHOOL_TPA_UPDATE_FAILED', error);
    }
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await updateLinks.mutateAsync({ schoolId, links: values.links });
        form.reset({ links: saved.map((link) => toLinkValues(link, activities)) });
        notify.successText(t('schools.insurance.saved'));
      } catch (error) {
        // the server applies the same rules: show its keys where the client check would have
        for (const [field, key] of Object.entries(fieldErrorsOf(error))) {
          if (field === 'links') form.setError('links', { type: 'server', message: key });
          else if (/^links\.\d+\.\w+$/.test(field)) form.setError(field as FieldPath<SchoolTpaLinksFormInput>, { type: 'server', message: key });
        }
        notify.error('SCHOOL_TPA_UPDATE_FAILED', error);
      }
    },
    (invalid) => {
      const key = invalid.links?.root?.message ?? invalid.links?.message;
      if (key) notify.errorKey(key);
    },
  );

  // The modal has a form of its own, so it sits beside this one, not in it.
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('schools.insurance.title')}
            </Title>
            <Tooltip label={t('schools.insurance.add')}>
              <ActionIcon size="lg" variant="filled" aria-label={t('schools.insurance.add')} onClick={() => setAdding(true)}>
                <IconPlus size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
          {rows.length === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Text c="dimmed" ta="center">
                {t('schools.insurance.empty')}
              </Text>
            </Paper>
          ) : null}
          {rows.map((row, index) => {
            const stored = row.id ? storedById.get(row.id) : undefined;
            return stored ? <TpaLinkFieldset key={stored.id} index={index} stored={stored} activities={activities} onRemove={() => void remove(stored)} /> : null;
          })}
          {ruleKey ? (
            <Alert color="red" role="alert" title={t('schools.insurance.invalid')} icon={<IconAlertCircle aria-hidden="true" />}>
              {errorText(ruleKey)}
            </Alert>
          ) : null}
          {rows.length > 0 ? (
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t('common.update')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
      {adding ? (
        <AddTpaModal
          schoolId={schoolId}
          linkedTpaIds={links.map((link) => link.third_party_administrator_id)}
          onClose={() => setAdding(false)}
          onAdded={showStored}
        />
      ) : null}
    </FormProvider>
  );
};
