import { Grid, Select, TextInput } from '@mantine/core';
import { US_STATES } from '@claims/shared';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.value, label: state.label }));

// Where a screen keeps its address texts (address1, address2, city, state, statePlaceholder, zip); the
// insurance companies have one address line, so only their state and zip texts are used.
type AddressTexts = 'tpas.form' | 'salesReps.form' | 'schools.general';
type StateTexts = AddressTexts | 'insurers.form';

// The field names most forms use for a US address.
export const US_ADDRESS_NAMES = {
  address1: 'address_1',
  address2: 'address_2',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
} as const;

export type UsStateSelectProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  texts: StateTexts;
  error: string | undefined;
};

// A searchable, clearable US state (a two-letter code, or null).
export const UsStateSelect = <T extends FieldValues, TOut>({ control, name, texts, error }: UsStateSelectProps<T, TOut>) => {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Select
          label={t(`${texts}.state`)}
          placeholder={t(`${texts}.statePlaceholder`)}
          data={STATE_OPTIONS}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={error}
          searchable
          clearable
        />
      )}
    />
  );
};

export type UsAddressFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  register: UseFormRegister<T>;
  // the form's names for the five fields (US_ADDRESS_NAMES for most)
  names: Record<keyof typeof US_ADDRESS_NAMES, Path<T>>;
  texts: AddressTexts;
  error: (name: Path<T>) => string | undefined;
};

// Address 1 and 2 side by side, then city, state and zip: grid columns for the form's Grid.
export const UsAddressFields = <T extends FieldValues, TOut>({ control, register, names, texts, error }: UsAddressFieldsProps<T, TOut>) => {
  const { t } = useTranslation();
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t(`${texts}.address1`)} error={error(names.address1)} {...register(names.address1)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t(`${texts}.address2`)} error={error(names.address2)} {...register(names.address2)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t(`${texts}.city`)} error={error(names.city)} {...register(names.city)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <UsStateSelect control={control} name={names.state} texts={texts} error={error(names.state)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t(`${texts}.zip`)} error={error(names.postalCode)} {...register(names.postalCode)} />
      </Grid.Col>
    </>
  );
};
