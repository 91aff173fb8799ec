import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors, contrastRatio, theme } from './theme';

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const light = accessibleColors(fullTheme).light;
const AA = 4.5;

describe('the theme, against WCAG 2.1 AA contrast', () => {
  it.each(Object.keys(fullTheme.colors))('%s: coloured text on white and a light variant on its tint, hovered or not, read at 4.5:1', (name) => {
    const colors = fullTheme.colors[name]!;
    expect(contrastRatio(light[`--mantine-color-${name}-text`]!, '#ffffff')).toBeGreaterThanOrEqual(AA);
    // Mantine's light variant: shade 1 behind it, shade 2 hovered (an active menu item under the pointer)
    expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, colors[1])).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, colors[2])).toBeGreaterThanOrEqual(AA);
  });

  it.each(Object.keys(fullTheme.colors))('%s: a filled button reads at 4.5:1 with the text chosen for it, hovered or not', (name) => {
    const filled = fullTheme.colors[name]![(fullTheme.primaryShade as { light: number }).light]!;
    const hover = light[`--mantine-color-${name}-filled-hover`]!;
    // as Mantine's autoContrast chooses
    const text = isLightColor(filled, fullTheme.luminanceThreshold) ? '#000000' : '#ffffff';
    expect(contrastRatio(filled, text)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(hover, text)).toBeGreaterThanOrEqual(AA);
  });

  it('dims and marks errors in colours that read at 4.5:1', () => {
    expect(contrastRatio(light['--mantine-color-dimmed']!, fullTheme.colors.gray[1])).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(light['--mantine-color-error']!, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });
});
