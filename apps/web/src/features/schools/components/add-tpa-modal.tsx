import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { addSchoolTpaFormSchema, type AddSchoolTpaForm, type AddSchoolTpaFormInput } from '@claims/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-message';
import { useNotify } from '../../../lib/notify';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import type { SchoolTpa } from '../../../entities/school-tpas';
import { useAddSchoolTpa } from '../api/school-tpa-mutations';
import { useTpaOptions } from '../../../entities/tpa-options';

export type AddTpaModalProps = {
  schoolId: string;
  // TPAs already linked are not offered again
  linkedTpaIds: readonly string[];
  onClose: () => void;
  // the school's links after the new one was added
  onAdded: (links: SchoolTpa[]) => void;
};

// Links a TPA to the school (TPA_REQUIRED when none is chosen).
export const AddTpaModal = ({ schoolId, linkedTpaIds, onClose, onAdded }: AddTpaModalProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notify = useNotify();
  const tpas = useTpaOptions();
  const addTpa = useAddSchoolTpa();
  const form = useForm<AddSchoolTpaFormInput, unknown, AddSchoolTpaForm>({
    resolver: zodResolver(addSchoolTpaFormSchema),
    defaultValues: { third_party_administrator_id: null },
  });
  const { errors, isSubmitting } = form.formState;
  const linked = new Set(linkedTpaIds.map((id) => id.toLowerCase()));
  const options = (tpas.data ?? [])
    .filter((tpa) => !linked.has(tpa.id.toLowerCase()))
    .map((tpa) => ({ value: tpa.id, label: `${tpa.code} – ${tpa.name}` }));

  const onSubmit = form.handleSubmit(async ({ third_party_administrator_id: tpaId }) => {
    try {
      const links = await addTpa.mutateAsync({ schoolId, tpaId });
      notify.success('SCHOOL_TPA_ASSOCIATION_SUCCESSFULLY');
      onAdded(links);
      onClose();
    } catch (error) {
      const key = fieldErrorsOf(error).third_party_administrator_id ?? (errorCodeOf(error) === 'TPA_ALREADY_LINKED' ? 'TPA_ALREADY_LINKED' : undefined);
      if (key) form.setError('third_party_administrator_id', { type: 'server', message: key });
      notify.error('SCHOOL_TPA_ASSOCIATION_FAILED', error);
    }
  });

  const tpaError = errors.third_party_administrator_id?.message;

  return (
    <Modal opened onClose={onClose} title={t('schools.insurance.addTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Controller
            name="third_party_administrator_id"
            control={form.control}
            render={({ field }) => (
              <Select
                label={t('schools.insurance.tpa')}
                placeholder={t('schools.insurance.tpaPlaceholder')}
                data={options}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={tpaError ? errorText(tpaError) : undefined}
                required
                // no data-autofocus: a searchable Select opens its list on focus, covering Link and Cancel
                searchable
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('schools.insurance.link')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
