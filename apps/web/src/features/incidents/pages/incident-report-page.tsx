import { useEffect, useState } from 'react';
import { Alert, Autocomplete, Button, Grid, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ACTIVITY_TYPE_OPTIONS, choiceOptions, INCIDENT_PERSON_OPTIONS, incidentReportSchema, isLanguage, type IncidentReport } from '@claims/shared';
import { IconDeviceMobile, IconWifiOff } from '@tabler/icons-react';
import { Controller, FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-modal';
import { DateField, OfficialStatementFields } from '../../../components/official-statement-fields';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { fieldErrorReader } from '../../../components/students/use-field-error';
import { paths } from '../../../config/paths';
import { useActivities } from '../../../entities/activities';
import { STUDENT_SEARCH_MIN, useIncidentStudents, useReportIncident } from '../../../entities/incidents';
import { useSessionUser } from '../../../entities/session';
import { useNotify } from '../../../lib/notify';
import { fieldErrorsOf, isRequestNetworkError } from '../../../lib/request-error';
import { incidentDraftKey, readStorage, removeStorage, writeStorage, type IncidentDraftKey } from '../../../lib/storage';
import { useLanguage } from '../../../lib/use-language';
import { schemaResolver } from '../../../lib/schema-resolver';
import { emptyIncidentForm, incidentPayload, isStartedIncident, parseIncidentDraft, type IncidentFormValues } from '../incident-form';
import { useIncidentsErrorText } from '../incidents-error-text';
import { useSchoolPlaces } from '../places';

type FieldError = (name: string) => string | undefined;

// The student, by name: the school's active students whose name holds what is typed (from two letters),
// first and last name only (ADR 048).
const StudentPicker = ({ schoolId, error }: { schoolId: string; error?: string }) => {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<IncidentFormValues>();
  const chosenName = useWatch({ control, name: 'student_name' });
  const [search, setSearch] = useState(chosenName);
  const [typed] = useDebouncedValue(search, 250);
  const found = useIncidentStudents(schoolId, typed === chosenName ? '' : typed);
  const options = (found.data ?? []).map((student) => ({ value: student.id, label: `${student.first_name} ${student.last_name}` }));
  return (
    <Controller
      name="student_id"
      control={control}
      render={({ field }) => (
        <Select
          label={t('incidents.form.student')}
          placeholder={t('incidents.form.studentPlaceholder')}
          withAsterisk
          searchable
          data={field.value && !options.some((option) => option.value === field.value) ? [{ value: field.value, label: chosenName }, ...options] : options}
          // the server has searched already
          filter={({ options: all }) => all}
          searchValue={search}
          onSearchChange={setSearch}
          value={field.value}
          onChange={(id, option) => {
            field.onChange(id);
            setValue('student_name', id && option ? option.label : '');
          }}
          onBlur={field.onBlur}
          nothingFoundMessage={typed.trim().length >= STUDENT_SEARCH_MIN && found.isSuccess ? t('incidents.form.studentNone') : undefined}
          error={error}
        />
      )}
    />
  );
};

const WhoAndWhere = ({ schoolId, fieldError }: { schoolId: string; fieldError: FieldError }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { control, register } = useFormContext<IncidentFormValues>();
  const personKind = useWatch({ control, name: 'person_kind' });
  const activities = useActivities();
  const { places } = useSchoolPlaces(schoolId);
  const select = (name: 'person_kind' | 'activity' | 'activity_type', label: string, data: { value: string; label: string }[], props: { required?: boolean; clearable?: boolean; placeholder?: string } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk={props.required}
          placeholder={props.placeholder}
          data={data}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          allowDeselect={props.clearable ?? false}
          clearable={props.clearable}
          searchable={data.length > 8}
          error={fieldError(name)}
        />
      )}
    />
  );
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>{select('person_kind', t('incidents.form.personKind'), choiceOptions(INCIDENT_PERSON_OPTIONS, language), { required: true })}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {personKind === 'STUDENT' ? (
          <StudentPicker schoolId={schoolId} error={fieldError('student_id')} />
        ) : (
          <TextInput label={t('incidents.form.personName')} withAsterisk {...register('person_name')} error={fieldError('person_name')} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <DateField name="injury_date" label={t('incidents.form.injuryDate')} required error={fieldError('injury_date')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          name="location_of_injury"
          control={control}
          render={({ field }) => (
            <Autocomplete
              label={t('incidents.form.place')}
              withAsterisk
              data={places}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError('location_of_injury')}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {select('activity', t('incidents.form.activity'), (activities.data ?? []).map((activity) => ({ value: activity.activity, label: activity.activity })), {
          clearable: true,
          placeholder: t('incidents.form.activityPlaceholder'),
        })}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{select('activity_type', t('incidents.form.activityType'), choiceOptions(ACTIVITY_TYPE_OPTIONS, language), { clearable: true })}</Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={t('incidents.form.description')} withAsterisk autosize minRows={3} {...register('injury_description')} error={fieldError('injury_description')} />
      </Grid.Col>
    </Grid>
  );
};

type ReportFormProps = { schoolId: string; draftKey: IncidentDraftKey; initial: IncidentFormValues };

const ReportForm = ({ schoolId, draftKey, initial }: ReportFormProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const errorText = useIncidentsErrorText();
  const notify = useNotify(errorText);
  const report = useReportIncident();
  const [offline, setOffline] = useState(false);
  const [started, setStarted] = useState(() => isStartedIncident(initial));
  const form = useForm<IncidentFormValues, unknown, IncidentReport>({ resolver: schemaResolver(incidentReportSchema), defaultValues: initial });
  const fieldError = fieldErrorReader(form, errorText);

  // Kept on the device as it is typed: a report begun with no signal is there when the page opens again.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const begun = isStartedIncident(values);
          setStarted(begun);
          if (begun) writeStorage(draftKey, JSON.stringify(values));
        },
      }),
    [form, draftKey],
  );

  const onSubmit = form.handleSubmit(async () => {
    setOffline(false);
    try {
      // the free text is in the language the form is shown in, which the nurse's claim wizard reads
      const sent = await report.mutateAsync({ ...incidentPayload(form.getValues()), language: isLanguage(i18n.language) ? i18n.language : null });
      removeStorage(draftKey);
      notify.success('INCIDENT_REPORTED');
      void navigate(paths.dashboard.incident(sent.school_id, sent.id));
    } catch (error) {
      if (isRequestNetworkError(error)) {
        setOffline(true);
        return;
      }
      const fields = Object.entries(fieldErrorsOf(error));
      for (const [name, key] of fields) form.setError(name as keyof IncidentFormValues, { type: 'server', message: key });
      if (fields.length === 0) notify.error('INCIDENT_REPORT_FAILED', error);
    }
  });

  const discard = async () => {
    if (!(await confirm({ title: t('incidents.form.discardTitle'), message: t('incidents.form.discardMessage'), confirmLabel: t('incidents.form.discard') }))) return;
    removeStorage(draftKey);
    form.reset(emptyIncidentForm(schoolId));
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{t('incidents.form.intro')}</Text>
          <WhoAndWhere schoolId={schoolId} fieldError={fieldError} />
          <OfficialStatementFields fieldError={fieldError} intro={t('incidents.form.statementIntro')} />
          {offline ? (
            <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden="true" />} role="alert">
              {t('incidents.form.offline')}
            </Alert>
          ) : null}
          {started ? (
            <Group gap="xs" c="dimmed">
              <IconDeviceMobile size={16} aria-hidden="true" />
              <Text size="sm">{t('incidents.form.draftKept')}</Text>
            </Group>
          ) : null}
          <Group justify="space-between">
            {started ? (
              <Button variant="subtle" color="red" onClick={() => void discard()}>
                {t('incidents.form.discard')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={report.isPending}>
              {t('incidents.form.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
};

// /dashboard/:schoolId/incidents/new-incident: a coach's or the staff's report of an injury, on a phone
// as on a desk (issue 42).
export const IncidentReportPage = () => {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const user = useSessionUser();
  const title = t('pages.incidentNew');
  const draftKey = user.data ? incidentDraftKey(user.data.id, schoolId) : null;
  return (
    <Stack gap="md" maw={900}>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      {draftKey ? <ReportForm key={draftKey} schoolId={schoolId} draftKey={draftKey} initial={parseIncidentDraft(readStorage(draftKey), schoolId) ?? emptyIncidentForm(schoolId)} /> : <PageLoader />}
    </Stack>
  );
};
