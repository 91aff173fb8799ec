import { Grid, Select, Switch, TextInput } from '@mantine/core';
import { CANADIAN_PROVINCES, US_STATES } from '@claims/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './use-field-error';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.value, label: state.label }));
const PROVINCE_OPTIONS = CANADIAN_PROVINCES.map((province) => ({ value: province.value, label: province.label }));

export type AddressFieldsProps = {
  // the form object holding canadianAddress, address1, address2, city, state, province and zip
  prefix: string;
  required: boolean;
};

// Canadian address switch, address 1 and 2, city, state or province (by the switch) and zip.
export const AddressFields = ({ prefix, required }: AddressFieldsProps) => {
  const { t } = useTranslation();
  const error = useFieldError();
  const { control, register } = useFormContext();
  const canadian = useWatch({ control, name: `${prefix}.canadianAddress` }) === true;
  const idPrefix = `${prefix}-`;

  return (
    <>
      <Grid.Col span={12}>
        <Controller
          name={`${prefix}.canadianAddress`}
          control={control}
          render={({ field }) => (
            <Switch
              id={`${idPrefix}canadian`}
              label={t('students.form.canadianAddress')}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('students.form.address1')}
          withAsterisk={required}
          {...register(`${prefix}.address1`)}
          error={error(`${prefix}.address1`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.address2')} {...register(`${prefix}.address2`)} error={error(`${prefix}.address2`)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('students.form.city')}
          withAsterisk={required}
          {...register(`${prefix}.city`)}
          error={error(`${prefix}.city`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        {canadian ? (
          <Controller
            key="province"
            name={`${prefix}.province`}
            control={control}
            render={({ field }) => (
              <Select
                label={t('students.form.province')}
                withAsterisk={required}
                data={PROVINCE_OPTIONS}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                searchable
                clearable={!required}
                error={error(`${prefix}.province`)}
              />
            )}
          />
        ) : (
          <Controller
            key="state"
            name={`${prefix}.state`}
            control={control}
            render={({ field }) => (
              <Select
                label={t('students.form.state')}
                withAsterisk={required}
                data={STATE_OPTIONS}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                searchable
                clearable={!required}
                error={error(`${prefix}.state`)}
              />
            )}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('students.form.zip')}
          withAsterisk={required}
          {...register(`${prefix}.zip`)}
          error={error(`${prefix}.zip`)}
        />
      </Grid.Col>
    </>
  );
};
