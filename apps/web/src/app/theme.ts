import { createTheme } from '@mantine/core';

// Mantine's `sm` breakpoint is 48em (768px): "mobile" is below it, matching SPEC §9's 767px.
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
});
