import { ActionIcon, Button, Fieldset, Grid, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  BODY_PART_OPTIONS,
  BODY_SIDE_OPTIONS,
  booleanToYesNo,
  choiceOptions,
  INJURY_MECHANISM_OPTIONS,
  INJURY_NATURE_OPTIONS,
  LIMITS,
  PARENT_NOTICE_OPTIONS,
  SENT_TO_OPTIONS,
  type Choice,
  type ClaimInformationValues,
} from '@claims/shared';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PastDateInput } from './past-date-input';
import { useLanguage } from '../lib/use-language';

type Path = FieldPath<ClaimInformationValues>;
type FieldError = (name: string) => string | undefined;

const S = 'claims.wizard.statement';

// A yes/no question held as a boolean (null: not answered yet).
export const YesNoField = ({ name, label, required, error }: { name: Path; label: string; required?: boolean; error?: string }) => {
  const { t } = useTranslation();
  const { control } = useFormContext<ClaimInformationValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Radio.Group
          label={label}
          withAsterisk={required}
          value={booleanToYesNo(field.value as boolean | null)}
          onChange={(value) => field.onChange(value === 'YES')}
          error={error}
        >
          <Group mt="xs">
            <Radio value="YES" label={t('common.yes')} />
            <Radio value="NO" label={t('common.no')} />
          </Group>
        </Radio.Group>
      )}
    />
  );
};

// A past date typed as MM/DD/YYYY or picked.
export const DateField = ({ name, label, required, error }: { name: Path; label: string; required?: boolean; error?: string }) => {
  const { t } = useTranslation();
  const { control } = useFormContext<ClaimInformationValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <PastDateInput
          label={label}
          withAsterisk={required}
          placeholder={t('claims.wizard.claimInformation.datePlaceholder')}
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
};

const ChoiceField = ({ name, label, options, required, error }: { name: Path; label: string; options: readonly Choice[]; required?: boolean; error?: string }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { control } = useFormContext<ClaimInformationValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={t('claims.wizard.claimInformation.choose')}
          withAsterisk={required}
          clearable={!required}
          data={choiceOptions(options, language)}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
};

const BODY_PART_ANSWERS = [
  { answer: 'part', label: `${S}.bodyPart`, options: BODY_PART_OPTIONS },
  { answer: 'side', label: `${S}.side`, options: BODY_SIDE_OPTIONS },
] as const;

const BodyParts = ({ fieldError }: { fieldError: FieldError }) => {
  const { t } = useTranslation();
  const { control } = useFormContext<ClaimInformationValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'official_statement.body_parts' });
  return (
    <Stack gap="xs">
      {fields.map((row, index) => (
        <Group key={row.id} align="flex-end" wrap="nowrap">
          <Grid style={{ flex: 1 }}>
            {BODY_PART_ANSWERS.map(({ answer, label, options }) => (
              <Grid.Col key={answer} span={{ base: 12, sm: 6 }}>
                <ChoiceField
                  name={`official_statement.body_parts.${index}.${answer}`}
                  label={t(label, { number: index + 1 })}
                  options={options}
                  required
                  error={fieldError(`official_statement.body_parts.${index}.${answer}`)}
                />
              </Grid.Col>
            ))}
          </Grid>
          {fields.length > 1 && (
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={t(`${S}.removeBodyPart`, { number: index + 1 })} onClick={() => remove(index)}>
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
      ))}
      {fieldError('official_statement.body_parts') && (
        <Text size="sm" c="red" role="alert">
          {fieldError('official_statement.body_parts')}
        </Text>
      )}
      {fields.length < LIMITS.STATEMENT_BODY_PARTS_MAX && (
        <Button variant="subtle" onClick={() => append({ part: null, side: null })} style={{ alignSelf: 'flex-start' }}>
          {t(`${S}.addBodyPart`)}
        </Button>
      )}
    </Stack>
  );
};

const Witnesses = ({ fieldError }: { fieldError: FieldError }) => {
  const { t } = useTranslation();
  const { control, register } = useFormContext<ClaimInformationValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'official_statement.witnesses' });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t(`${S}.witnesses`)}
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`${S}.noWitnesses`)}
        </Text>
      )}
      {fields.map((row, index) => (
        <Group key={row.id} align="flex-end" wrap="nowrap">
          <Grid style={{ flex: 1 }}>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t(`${S}.witnessName`, { number: index + 1 })}
                withAsterisk
                {...register(`official_statement.witnesses.${index}.name`)}
                error={fieldError(`official_statement.witnesses.${index}.name`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                type="tel"
                label={t(`${S}.witnessPhone`, { number: index + 1 })}
                {...register(`official_statement.witnesses.${index}.phone`)}
                error={fieldError(`official_statement.witnesses.${index}.phone`)}
              />
            </Grid.Col>
          </Grid>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t(`${S}.removeWitness`, { number: index + 1 })} onClick={() => remove(index)}>
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      {fields.length < LIMITS.STATEMENT_WITNESSES_MAX && (
        <Button variant="subtle" onClick={() => append({ name: '', phone: '' })} style={{ alignSelf: 'flex-start' }}>
          {t(`${S}.addWitness`)}
        </Button>
      )}
    </Stack>
  );
};

// The school official's statement (issue 16): what every administrator's claim form asks the school,
// coded where the forms use a list. Part of the claim information form (its FormProvider).
// `intro` replaces the claim's line about the TPA where no TPA reads the answers (an incident report).
export const OfficialStatementFields = ({ fieldError, intro }: { fieldError: FieldError; intro?: string }) => {
  const { t } = useTranslation();
  const { control, register } = useFormContext<ClaimInformationValues>();
  const [nature, mechanism, supervised, sentTo] = useWatch({
    control,
    name: ['official_statement.nature_of_injury', 'official_statement.mechanism', 'official_statement.is_supervised', 'official_statement.sent_to'],
  });
  const text = (name: Path, label: string, props: { required?: boolean; type?: string } = {}) => (
    <TextInput label={label} withAsterisk={props.required} type={props.type} {...register(name)} error={fieldError(name)} />
  );
  return (
    <Fieldset legend={t(`${S}.title`)} variant="unstyled">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intro ?? t(`${S}.intro`)}
        </Text>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('official_statement.accident_time', t(`${S}.accidentTime`), { type: 'time' })}</Grid.Col>
        </Grid>
        <BodyParts fieldError={fieldError} />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ChoiceField name="official_statement.nature_of_injury" label={t(`${S}.nature`)} options={INJURY_NATURE_OPTIONS} required error={fieldError('official_statement.nature_of_injury')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('injury_type', t('claims.wizard.claimInformation.injuryType'), { required: nature === 'OTHER' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ChoiceField name="official_statement.mechanism" label={t(`${S}.mechanism`)} options={INJURY_MECHANISM_OPTIONS} required error={fieldError('official_statement.mechanism')} />
          </Grid.Col>
          {mechanism === 'OTHER' && (
            <Grid.Col span={{ base: 12, sm: 6 }}>{text('official_statement.mechanism_other', t(`${S}.mechanismOther`), { required: true })}</Grid.Col>
          )}
        </Grid>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <YesNoField name="official_statement.is_school_sponsored" label={t(`${S}.sponsored`)} required error={fieldError('official_statement.is_school_sponsored')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <YesNoField name="official_statement.is_supervised" label={t(`${S}.supervised`)} required error={fieldError('official_statement.is_supervised')} />
          </Grid.Col>
          {supervised === true && (
            <>
              <Grid.Col span={{ base: 12, sm: 4 }}>{text('official_statement.supervisor_name', t(`${S}.supervisorName`), { required: true })}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>{text('official_statement.supervisor_title', t(`${S}.supervisorTitle`))}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <YesNoField name="official_statement.supervisor_witnessed" label={t(`${S}.supervisorWitnessed`)} error={fieldError('official_statement.supervisor_witnessed')} />
              </Grid.Col>
            </>
          )}
        </Grid>
        <Witnesses fieldError={fieldError} />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('official_statement.first_aid', t(`${S}.firstAid`))}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('official_statement.first_aid_by', t(`${S}.firstAidBy`))}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ChoiceField name="official_statement.sent_to" label={t(`${S}.sentTo`)} options={SENT_TO_OPTIONS} error={fieldError('official_statement.sent_to')} />
          </Grid.Col>
          {sentTo === 'OTHER' && <Grid.Col span={{ base: 12, sm: 6 }}>{text('official_statement.sent_to_other', t(`${S}.sentToOther`), { required: true })}</Grid.Col>}
        </Grid>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <DateField name="official_statement.parent_notified_date" label={t(`${S}.parentNotifiedDate`)} error={fieldError('official_statement.parent_notified_date')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('official_statement.parent_notified_time', t(`${S}.parentNotifiedTime`), { type: 'time' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <ChoiceField name="official_statement.parent_notified_how" label={t(`${S}.parentNotifiedHow`)} options={PARENT_NOTICE_OPTIONS} error={fieldError('official_statement.parent_notified_how')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <YesNoField name="official_statement.school_transport" label={t(`${S}.schoolTransport`)} error={fieldError('official_statement.school_transport')} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Fieldset>
  );
};
