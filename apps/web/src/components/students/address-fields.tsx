import { Grid, Select, Switch, TextInput } from '@mantine/core';
import { regionNames } from '@claims/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './use-field-error';

export type AddressFieldsProps = {
  // the form object holding address_1, address_2, city, state_prov, postal_code and country
  prefix: string;
  required: boolean;
};

// Canadian address switch, address 1 and 2, city, state or province (by the switch) and zip, under the
// stored names (state_prov holds the full name, as stored).
export const AddressFields = ({ prefix, required }: AddressFieldsProps) => {
  const { t } = useTranslation();
  const error = useFieldError();
  const { control, register, setValue, getValues } = useFormContext();
  const canadian = useWatch({ control, name: `${prefix}.country` }) === 'Canada';
  const idPrefix = `${prefix}-`;

  return (
    <>
      <Grid.Col span={12}>
        <Controller
          name={`${prefix}.country`}
          control={control}
          render={({ field }) => (
            <Switch
              id={`${idPrefix}canadian`}
              label={t('students.form.canadianAddress')}
              checked={field.value === 'Canada'}
              onChange={(event) => {
                const country = event.currentTarget.checked ? 'Canada' : 'United States';
                field.onChange(country);
                // a state is no province: the other country's list starts empty
                if (!regionNames(country).includes(getValues(`${prefix}.state_prov`) as string)) setValue(`${prefix}.state_prov`, null);
              }}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('students.form.address1')}
          withAsterisk={required}
          {...register(`${prefix}.address_1`)}
          error={error(`${prefix}.address_1`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.address2')} {...register(`${prefix}.address_2`)} error={error(`${prefix}.address_2`)} />
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
        <Controller
          key={canadian ? 'province' : 'state'}
          name={`${prefix}.state_prov`}
          control={control}
          render={({ field }) => (
            <Select
              label={canadian ? t('students.form.province') : t('students.form.state')}
              withAsterisk={required}
              data={[...regionNames(canadian ? 'Canada' : 'United States')]}
              value={typeof field.value === 'string' ? field.value : null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              searchable
              clearable={!required}
              error={error(`${prefix}.state_prov`)}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('students.form.zip')}
          withAsterisk={required}
          {...register(`${prefix}.postal_code`)}
          error={error(`${prefix}.postal_code`)}
        />
      </Grid.Col>
    </>
  );
};
