import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export type FormErrorProps = { message: string | undefined };

// A form-level error (the server refused the whole request), announced to screen readers.
export const FormError = ({ message }: FormErrorProps) =>
  message ? (
    <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {message}
    </Alert>
  ) : null;
