import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import type { TFunction } from 'i18next';

// WCAG 2.1 AA asks 4.5:1 of text against what is behind it (SC 1.4.3); a little more, so that rounding in
// a browser's colour maths never tips a text under it.
const TEXT_CONTRAST = 4.6;
const WHITE = '#ffffff';

export const contrastRatio = (a: string, b: string) => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
};

// The lightest of a colour's shades from 6 on that reads at TEXT_CONTRAST on `background`; past the
// darkest shade, that shade darkened until it does (yellow and green have no shade dark enough).
export function readableShade(colors: MantineColorsTuple, background: string) {
  const shade = colors.slice(6).find((candidate) => contrastRatio(candidate, background) >= TEXT_CONTRAST);
  if (shade) return shade;
  let darker = colors[9];
  while (contrastRatio(darker, background) < TEXT_CONTRAST) darker = darken(darker, 0.1);
  return darker;
}

// A filled colour above this luminance takes black text, below it white: either way 4.5:1 or more
// (black needs a luminance of 0.175, white one of 0.183 or less).
const LUMINANCE_THRESHOLD = 0.18;
// The shade filled buttons and badges use (Mantine's primary shade, below).
const FILLED_SHADE = 8;

// Mantine's light palette with text that passes AA: coloured text (`c="red"`, outline and subtle
// variants) on white, a light variant's text (badges, status pills) on its tinted background, at rest and hovered, dimmed and
// error text; filled variants pick black or white text by the colour's luminance (autoContrast below).
export const accessibleColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, colors]) => [
        [`--mantine-color-${name}-text`, readableShade(colors, WHITE)],
        [`--mantine-color-${name}-outline`, readableShade(colors, WHITE)],
        // on the tint hovered (shade 2), the darker of a light variant's two backgrounds: an active menu
        // item or a light button stays readable under the pointer
        [`--mantine-color-${name}-light-color`, readableShade(colors, colors[2])],
        // hovered, a filled colour moves away from its text: lighter under black text, darker under white
        [`--mantine-color-${name}-filled-hover`, luminance(colors[FILLED_SHADE]) > LUMINANCE_THRESHOLD ? colors[FILLED_SHADE - 1] : colors[FILLED_SHADE + 1]],
      ]),
    ),
    // on white and on the table stripes and hovers (gray 1)
    '--mantine-color-dimmed': readableShade(theme.colors.gray, theme.colors.gray[1]),
    '--mantine-color-error': readableShade(theme.colors.red, WHITE),
  },
  dark: {},
});

// Mantine's `sm` breakpoint is 48em (768px): "mobile" is below it, matching SPEC §9's 767px.
export const theme = createTheme({
  primaryColor: 'blue',
  // blue 8 carries white text at 5:1 (blue 6, Mantine's default, at 3.6:1)
  primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
  autoContrast: true,
  luminanceThreshold: LUMINANCE_THRESHOLD,
  defaultRadius: 'sm',
});

// Names, in the reader's language, for the controls Mantine draws as bare icons: a dialog's and a toast's close button
// and an input's clear button (WCAG 4.1.2); a calendar's arrows are named by useDateInputTexts. Plain
// objects rather than `Modal.extend(...)`: naming the components would bring them, and the dates package,
// into the sign-in page's code.
export const labelledControls = (t: TFunction) => {
  const close = { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } };
  const clear = { defaultProps: { clearButtonProps: { 'aria-label': t('common.clear') } } };
  return createTheme({
    components: { Modal: close, Drawer: close, Notification: close, Select: clear, MultiSelect: clear, DateInput: clear, DatePickerInput: clear },
  });
};
