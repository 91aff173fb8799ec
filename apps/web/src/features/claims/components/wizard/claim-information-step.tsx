import { useEffect } from 'react';
import { Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  ACTIVITY_LEVEL_OPTIONS,
  ACTIVITY_TYPE_OPTIONS,
  activityChoicesFor,
  choiceOptions,
  claimInformationSchema,
  emptyClaimInformation,
  emptyOfficialStatement,
  preselectedSchoolTpaId,
  type ClaimInformation,
  type ClaimInformationValues,
} from '@claims/shared';
import { Controller, FormProvider, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/use-language';
import { fieldErrorReader } from '../../../../components/students/use-field-error';
import { type Activity, useActivities } from '../../../../entities/activities';
import { schoolTpaLabel, type SchoolTpa, useSchoolTpas } from '../../../../entities/school-tpas';
import { useClaimsErrorText } from '../../../../components/claims-error-text';
import { DateField, OfficialStatementFields, YesNoField } from '../../../../components/official-statement-fields';
import { WizardDocuments } from '../../documents/wizard-documents';
import { schemaResolver } from '../../../../lib/schema-resolver';
import { StepLoading } from './step-loading';
import { WizardNav } from './wizard-nav';
import type { ReportedText, WizardData, WizardFieldError } from './wizard-draft';

export type ClaimInformationStepProps = {
  schoolId: string;
  data: WizardData;
  editMode: boolean;
  errors: readonly WizardFieldError[];
  onChange: (change: Partial<WizardData>) => void;
  onPrevious: () => void;
  onNext: () => void;
};

type ClaimInformationFormProps = Omit<ClaimInformationStepProps, 'data'> & {
  initial: ClaimInformationValues;
  reportedText: ReportedText | null;
  documents: WizardData['documents'];
  links: readonly SchoolTpa[];
  activities: readonly Activity[];
};

const DATE_FIELDS = [
  { name: 'injury_date', label: 'claims.wizard.claimInformation.injuryDate' },
  { name: 'injury_reported_date', label: 'claims.wizard.claimInformation.injuryReportedDate' },
  { name: 'first_treatment_date', label: 'claims.wizard.claimInformation.firstTreatmentDate' },
] as const;

const YES_NO_FIELDS = [
  { name: 'is_work_related', label: 'claims.wizard.claimInformation.isWorkRelated' },
  { name: 'is_previous_injury', label: 'claims.wizard.claimInformation.isPreviousInjury' },
  { name: 'benefits_due_another_provider', label: 'claims.wizard.claimInformation.benefitsDue' },
] as const;

type TpaAndActivityFieldsProps = {
  links: readonly SchoolTpa[];
  activities: readonly Activity[];
  fieldError: (name: FieldPath<ClaimInformationValues>) => string | undefined;
};

// The TPA and the sport, which depend on each other (a link may cover some sports only), and the
// activity's type and level.
const TpaAndActivityFields = ({ links, activities, fieldError }: TpaAndActivityFieldsProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { control, setValue, getValues } = useFormContext<ClaimInformationValues>();
  const tpaId = useWatch({ control, name: 'school_third_party_administrator_id' });
  const link = links.find((candidate) => candidate.id === tpaId);
  const activityOptions = activityChoicesFor(link, activities).map((activity) => ({ value: activity.activity, label: activity.activity }));
  const tpaOptions = links.map((candidate) => ({ value: candidate.id, label: schoolTpaLabel(candidate) }));
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          name="school_third_party_administrator_id"
          control={control}
          render={({ field }) => (
            <Select
              label={t('claims.wizard.claimInformation.tpa')}
              placeholder={t('claims.wizard.claimInformation.choose')}
              withAsterisk
              data={tpaOptions}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // another link may offer other sports (SPEC §5)
                const next = links.find((candidate) => candidate.id === value);
                const allowed = activityChoicesFor(next, activities).map((activity) => activity.activity);
                const activity = getValues('activity');
                if (activity && !allowed.includes(activity)) setValue('activity', null);
              }}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldError('school_third_party_administrator_id')}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          name="activity"
          control={control}
          render={({ field }) => (
            <Select
              label={t('claims.wizard.claimInformation.activity')}
              placeholder={t('claims.wizard.claimInformation.choose')}
              withAsterisk
              data={activityOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              nothingFoundMessage={t('common.noResults')}
              error={fieldError('activity')}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          name="activity_type"
          control={control}
          render={({ field }) => (
            <Select
              label={t('claims.wizard.claimInformation.activityType')}
              placeholder={t('claims.wizard.claimInformation.choose')}
              withAsterisk
              data={choiceOptions(ACTIVITY_TYPE_OPTIONS, language)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError('activity_type')}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          name="activity_level"
          control={control}
          render={({ field }) => (
            <Select
              label={t('claims.wizard.claimInformation.activityLevel')}
              placeholder={t('claims.wizard.claimInformation.choose')}
              withAsterisk
              data={choiceOptions(ACTIVITY_LEVEL_OPTIONS, language)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError('activity_level')}
            />
          )}
        />
      </Grid.Col>
    </>
  );
};

const ClaimInformationForm = ({ schoolId, initial, reportedText, documents, links, activities, editMode, errors, onChange, onPrevious, onNext }: ClaimInformationFormProps) => {
  const { t } = useTranslation();
  const errorText = useClaimsErrorText();
  const form = useForm<ClaimInformationValues, unknown, ClaimInformation>({
    resolver: schemaResolver(claimInformationSchema),
    defaultValues: initial,
  });
  const { register, setError, getValues, control } = form;
  const fieldError = fieldErrorReader(form, errorText);
  const [location, description] = useWatch({ control, name: ['location_of_injury', 'injury_description'] });
  // the report's words in another language, marked until they are written again
  const fromReport = (field: keyof Omit<ReportedText, 'language'>, value: string | null) =>
    reportedText && value === reportedText[field] ? t('claims.wizard.claimInformation.fromReport', { language: t(`claims.wizard.claimInformation.reportLanguage.${reportedText.language}`) }) : undefined;

  // What is typed is kept in the draft as it is typed, so a reload loses nothing.
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => onChange({ claimInformation: values }) }),
    [form, onChange],
  );

  // Keys the server sent back for this step's fields.
  useEffect(() => {
    for (const error of errors) {
      if (error.field) setError(error.field as FieldPath<ClaimInformationValues>, { type: 'server', message: error.key });
    }
  }, [errors, setError]);

  const onSubmit = form.handleSubmit(() => {
    onChange({ claimInformation: getValues() });
    onNext();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Grid>
            <TpaAndActivityFields links={links} activities={activities} fieldError={fieldError} />
            {DATE_FIELDS.map(({ name, label }) => (
              <Grid.Col key={name} span={{ base: 12, sm: 4 }}>
                <DateField name={name} label={t(label)} required error={fieldError(name)} />
              </Grid.Col>
            ))}
            {YES_NO_FIELDS.map(({ name, label }) => (
              <Grid.Col key={name} span={{ base: 12, sm: 4 }}>
                <YesNoField name={name} label={t(label)} required={name !== 'benefits_due_another_provider'} error={fieldError(name)} />
              </Grid.Col>
            ))}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('claims.wizard.claimInformation.locationOfInjury')}
                withAsterisk
                description={fromReport('location_of_injury', location)}
                {...register('location_of_injury')}
                error={fieldError('location_of_injury')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('claims.wizard.claimInformation.injuryDescription')}
                withAsterisk
                autosize
                minRows={3}
                description={fromReport('injury_description', description)}
                {...register('injury_description')}
                error={fieldError('injury_description')}
              />
            </Grid.Col>
          </Grid>
          <OfficialStatementFields fieldError={fieldError} />
          <WizardDocuments schoolId={schoolId} documents={documents} onChange={(next) => onChange({ documents: next })} />
          <WizardNav editMode={editMode} onPrevious={onPrevious} />
        </Stack>
      </form>
    </FormProvider>
  );
};

// Every field and rule of SPEC §5 "Claim information", with the shared schema the server checks too.
export const ClaimInformationStep = ({ schoolId, data, ...props }: ClaimInformationStepProps) => {
  const links = useSchoolTpas(schoolId, { activeOnly: true });
  const activities = useActivities();

  if (links.isError || activities.isError || !links.data || !activities.data) {
    return <StepLoading queries={[links, activities]} />;
  }
  // a draft saved before the statement was asked holds none: it starts empty
  // one filled from an incident has no TPA yet: the school's usual one, as for a new claim
  const initial = data.claimInformation
    ? {
        ...data.claimInformation,
        school_third_party_administrator_id: data.claimInformation.school_third_party_administrator_id ?? preselectedSchoolTpaId(links.data),
        official_statement: data.claimInformation.official_statement ?? emptyOfficialStatement(),
      }
    : emptyClaimInformation(preselectedSchoolTpaId(links.data));
  return <ClaimInformationForm {...props} schoolId={schoolId} initial={initial} reportedText={data.reportedText} documents={data.documents} links={links.data} activities={activities.data} />;
};
