import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginPasswordSchema, userEmailSchema } from '@claims/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// the small API, as the shared sign-in rules: the login page loads no more of zod than they need
import * as z from 'zod/mini';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-message';
import { applyApiError } from '../utils/apply-api-error';
import { readRememberedUser } from '../utils/remembered-user';
import { useAuth } from './auth-provider';
import { FormError } from './form-error';

const loginFormSchema = z.object({
  email: userEmailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean(),
});

type LoginFormValues = z.output<typeof loginFormSchema>;

export const LoginForm = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { signIn } = useAuth();
  const form = useForm<z.input<typeof loginFormSchema>, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { ...readRememberedUser(), password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn(values);
    } catch (error) {
      applyApiError(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root ? errorText(errors.root.message) : undefined} />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          error={errors.email ? errorText(errors.email.message) : undefined}
          {...form.register('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password ? errorText(errors.password.message) : undefined}
          // Mantine's PasswordInput does not mark its inner input invalid itself
          aria-invalid={errors.password ? true : undefined}
          {...form.register('password')}
        />
        <Group justify="space-between">
          <Checkbox label={t('auth.rememberMe')} {...form.register('rememberMe')} />
          <Anchor component={Link} to={paths.auth.resetPassword()} size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
};
