import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Center, Grid, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressFromApi,
  EMPTY_PARENT_INFO,
  hasParentInfo,
  parentInfoSchema,
  requiredPastDate,
  studentAddressSchema,
  type AddressValues,
  type ParentInfoValues,
} from '@claims/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PastDateInput } from '../../../../components/past-date-input';
import { AddressFields } from '../../../../components/students/address-fields';
import { ParentFields } from '../../../../components/students/student-fields';
import { useStudent, type Student } from '../../../../entities/students';
import { TitledCard } from '../../view/titled-card';
import { useWizardSchool } from '../../api/get-wizard-options';
import { useClaimsErrorText } from '../../../../components/claims-error-text';
import { addressLine, parentName, studentDob, studentName } from './student-summary';
import { WizardNav } from './wizard-nav';
import { wizardErrorOf, type WizardData, type WizardFieldError } from './wizard-draft';

export type ViewStudentStepProps = {
  schoolId: string;
  // a claim being reported, not a stored one edited
  newClaim: boolean;
  data: WizardData;
  editMode: boolean;
  errors: readonly WizardFieldError[];
  onChange: (change: Partial<WizardData>) => void;
  onPrevious: () => void;
  onNext: () => void;
};

type ModalFormProps = {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
};

// The address and parent modals: their fields, then Cancel and Save.
const ModalForm = ({ title, onSubmit, onClose, children }: ModalFormProps) => {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('claims.wizard.viewStudent.modalCancel')}
          </Button>
          <Button type="submit">{t('claims.wizard.viewStudent.modalSave')}</Button>
        </Group>
      </form>
    </Modal>
  );
};

// The student's address as the claim sends it, checked with the student form's address rules.
const studentModalSchema = z.object({ student: studentAddressSchema });
type StudentModalInput = { student: AddressValues };

type StudentModalProps = {
  address: AddressValues;
  onSave: (address: AddressValues) => void;
  onClose: () => void;
};

const UpdateStudentModal = ({ address, onSave, onClose }: StudentModalProps) => {
  const { t } = useTranslation();
  const form = useForm<StudentModalInput, unknown, z.output<typeof studentModalSchema>>({
    resolver: zodResolver(studentModalSchema),
    defaultValues: { student: address },
  });
  const onSubmit = form.handleSubmit(() => {
    onSave(form.getValues('student'));
    onClose();
  });
  return (
    <FormProvider {...form}>
      <ModalForm title={t('claims.wizard.viewStudent.updateTitle')} onSubmit={onSubmit} onClose={onClose}>
        <Grid>
          <AddressFields prefix="student" required />
        </Grid>
      </ModalForm>
    </FormProvider>
  );
};

const parentModalSchema = z.object({ parent: parentInfoSchema });
type ParentModalInput = { parent: ParentInfoValues };

type ParentModalProps = {
  parent: ParentInfoValues | null;
  onSave: (parent: ParentInfoValues) => void;
  onClose: () => void;
};

const ParentInfoModal = ({ parent, onSave, onClose }: ParentModalProps) => {
  const { t } = useTranslation();
  const form = useForm<ParentModalInput, unknown, z.output<typeof parentModalSchema>>({
    resolver: zodResolver(parentModalSchema),
    defaultValues: { parent: { ...EMPTY_PARENT_INFO, ...parent } },
  });
  const onSubmit = form.handleSubmit(() => {
    onSave(form.getValues('parent'));
    onClose();
  });
  return (
    <FormProvider {...form}>
      <ModalForm title={t('claims.wizard.viewStudent.parentTitle')} onSubmit={onSubmit} onClose={onClose}>
        <ParentFields />
      </ModalForm>
    </FormProvider>
  );
};

const birthDateSchema = requiredPastDate('DOB_REQUIRED');

// One labelled value, half the card's width from a tablet up.
const Detail = ({ label, value }: { label: string; value: string }) => (
  <Grid.Col span={{ base: 12, sm: 6 }}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text>{value === '' ? '-' : value}</Text>
  </Grid.Col>
);

type StudentCardProps = {
  student: Student;
  address: AddressValues;
  // shown as a field when the student has no birth date (imported without one)
  birthDate: { value: string; error: string | null; onChange: (value: string) => void } | null;
  onEdit: () => void;
};

const StudentCard = ({ student, address, birthDate, onEdit }: StudentCardProps) => {
  const { t } = useTranslation();
  return (
    <TitledCard
      order={3}
      title={t('claims.wizard.viewStudent.studentTitle')}
      status={
        <Button variant="light" onClick={onEdit}>
          {t('claims.wizard.viewStudent.edit')}
        </Button>
      }
    >
      <Grid>
        <Detail label={t('claims.wizard.viewStudent.name')} value={studentName(student)} />
        <Detail label={t('claims.wizard.viewStudent.academicId')} value={student.academic_id ?? ''} />
        {birthDate ? (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PastDateInput
              label={t('claims.wizard.viewStudent.dob')}
              description={t('claims.wizard.viewStudent.dobMissing')}
              withAsterisk
              value={birthDate.value}
              onChange={birthDate.onChange}
              error={birthDate.error ?? undefined}
            />
          </Grid.Col>
        ) : (
          <Detail label={t('claims.wizard.viewStudent.dob')} value={studentDob(student)} />
        )}
        <Detail label={t('claims.wizard.viewStudent.email')} value={student.email_address ?? ''} />
        <Detail label={t('claims.wizard.viewStudent.phone')} value={student.primary_phone ?? ''} />
        <Detail label={t('claims.wizard.viewStudent.address')} value={addressLine(address)} />
      </Grid>
    </TitledCard>
  );
};

type ParentCardProps = {
  parent: ParentInfoValues | null;
  parentOnline: boolean;
  onEdit: () => void;
  onRemove: () => void;
};

const ParentCard = ({ parent, parentOnline, onEdit, onRemove }: ParentCardProps) => {
  const { t } = useTranslation();
  return (
    <TitledCard
      order={3}
      title={t('claims.wizard.viewStudent.parentTitle')}
      status={
        <Group gap="xs">
          <Button variant="light" onClick={onEdit}>
            {parent ? t('claims.wizard.viewStudent.editParent') : t('claims.wizard.viewStudent.addParent')}
          </Button>
          {parent ? (
            <Button variant="light" color="red" onClick={onRemove}>
              {t('claims.wizard.viewStudent.removeParent')}
            </Button>
          ) : null}
        </Group>
      }
    >
      {parent ? (
        <Grid>
          <Detail label={t('claims.wizard.viewStudent.parentName')} value={parentName(parent)} />
          <Detail label={t('claims.wizard.viewStudent.address')} value={addressLine(parent)} />
          <Detail label={t('claims.wizard.viewStudent.employer')} value={parent.employer_name ?? ''} />
          <Detail label={t('claims.wizard.viewStudent.employerPhone')} value={parent.employer_phone ?? ''} />
          <Detail label={t('claims.wizard.viewStudent.parentEmail')} value={parent.email ?? ''} />
        </Grid>
      ) : (
        <Text c="dimmed">{t('claims.wizard.viewStudent.noParent')}</Text>
      )}
      {parentOnline ? (
        <Text size="sm" mt="md">
          {t('claims.wizard.viewStudent.parentOnline')}
        </Text>
      ) : null}
    </TitledCard>
  );
};

const StudentLoadError = ({ retrying, onRetry, editMode, onPrevious }: { retrying: boolean; onRetry: () => void; editMode: boolean; onPrevious: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" title={t('claims.wizard.viewStudent.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
        <Button variant="light" color="red" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
      <Group>
        <Button variant="default" onClick={onPrevious}>
          {editMode ? t('claims.wizard.nav.cancel') : t('claims.wizard.nav.previous')}
        </Button>
      </Group>
    </Stack>
  );
};

// Read-only details; the address and the parent/guardian info can be changed for this claim (the
// server updates the student with them when the claim is submitted).
export const ViewStudentStep = ({ schoolId, newClaim, data, editMode, errors, onChange, onPrevious, onNext }: ViewStudentStepProps) => {
  const { t } = useTranslation();
  const errorText = useClaimsErrorText();
  const student = useStudent(data.studentId ?? '');
  const school = useWizardSchool(schoolId);
  const [modal, setModal] = useState<'student' | 'parent' | null>(null);
  const [emailAsked, setEmailAsked] = useState(false);
  const [birthDateAsked, setBirthDateAsked] = useState(false);

  // the student may be gone since the draft was saved: Previous lets the user choose another
  if (student.isError) {
    return <StudentLoadError retrying={student.isFetching} onRetry={() => void student.refetch()} editMode={editMode} onPrevious={onPrevious} />;
  }
  if (!student.data) {
    return (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  }

  const address = data.studentAddress ?? addressFromApi(student.data);
  const parent = hasParentInfo(data.parentInfo) ? data.parentInfo : null;
  // A new claim of a school whose parents complete their part online e-mails them a link (the server
  // refuses the claim without the address; asked here, it is not learnt at Submit).
  const parentOnline = newClaim && school.data?.parent_part_online === true;
  // A student imported without a birth date (OneRoster without demographics) is given one here: the
  // claim names it, and the server saves it to the student with the claim.
  const needsBirthDate = !student.data.date_of_birth;
  const birthDate = data.studentDateOfBirth ?? '';
  const birthDateCheck = birthDateSchema.safeParse(birthDate);
  const birthDateError = needsBirthDate && !birthDateCheck.success ? birthDateCheck.error.issues[0]!.message : null;
  const shownErrors: readonly WizardFieldError[] = [
    ...errors,
    ...(emailAsked && parentOnline && !parent?.email ? [wizardErrorOf('parent_info.email', 'PARENT_EMAIL_REQUIRED')] : []),
    ...(birthDateAsked && birthDateError ? [wizardErrorOf('student_date_of_birth', birthDateError)] : []),
  ];

  return (
    <Stack gap="md">
      {shownErrors.length > 0 ? (
        <Alert color="red" title={t('claims.wizard.viewStudent.errorsTitle')} icon={<IconAlertCircle aria-hidden="true" />}>
          <List size="sm">
            {shownErrors.map((error) => (
              <List.Item key={`${error.field ?? ''}:${error.key}`}>{errorText(error.key)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <StudentCard
        student={student.data}
        address={address}
        birthDate={
          needsBirthDate
            ? {
                value: birthDate,
                error: birthDateAsked && birthDateError ? errorText(birthDateError) : null,
                onChange: (value) => onChange({ studentDateOfBirth: value === '' ? null : value }),
              }
            : null
        }
        onEdit={() => setModal('student')}
      />
      <ParentCard parent={parent} parentOnline={parentOnline} onEdit={() => setModal('parent')} onRemove={() => onChange({ parentInfo: null })} />
      <WizardNav
        editMode={editMode}
        onPrevious={onPrevious}
        onNext={() => {
          const emailMissing = parentOnline && !parent?.email;
          if (emailMissing || birthDateError) {
            setEmailAsked(emailMissing);
            setBirthDateAsked(birthDateError !== null);
            return;
          }
          // a claim stored without an address sends the student's
          if (!data.studentAddress) onChange({ studentAddress: address });
          onNext();
        }}
      />
      {modal === 'student' ? (
        <UpdateStudentModal address={address} onSave={(studentAddress) => onChange({ studentAddress })} onClose={() => setModal(null)} />
      ) : null}
      {modal === 'parent' ? (
        <ParentInfoModal parent={data.parentInfo} onSave={(parentInfo) => onChange({ parentInfo })} onClose={() => setModal(null)} />
      ) : null}
    </Stack>
  );
};
