import { Stack, Text, TextInput } from '@mantine/core';
import type { ParentPartValues } from '@claims/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParentFieldError } from './use-parent-field-error';

// How the claims administrator reaches the parent, as the school gave it: confirmed or corrected.
export const ContactStep = () => {
  const { t } = useTranslation();
  const { register } = useFormContext<ParentPartValues>();
  const fieldError = useParentFieldError();
  return (
    <Stack gap="sm">
      <Text>{t('parent.contact.intro')}</Text>
      <TextInput label={t('parent.contact.firstName')} required autoComplete="given-name" error={fieldError('parent.first_name')} {...register('parent.first_name')} />
      <TextInput label={t('parent.contact.lastName')} required autoComplete="family-name" error={fieldError('parent.last_name')} {...register('parent.last_name')} />
      <TextInput label={t('parent.contact.email')} type="email" autoComplete="email" error={fieldError('parent.email')} {...register('parent.email')} />
      <TextInput label={t('parent.contact.phone')} type="tel" autoComplete="tel" error={fieldError('parent.phone')} {...register('parent.phone')} />
    </Stack>
  );
};
