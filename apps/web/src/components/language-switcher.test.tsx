import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addLanguageFiles } from '../lib/i18n';
import { renderWithProviders } from '../testing/render';
import { LanguageSwitcher } from './language-switcher';

describe('the language switcher', () => {
  it('says so when the other language’s texts cannot be loaded, and stays in its language', async () => {
    // what a dropped connection does to the chunk the click imports
    void addLanguageFiles('es', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Español could not be loaded. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Español' })).toBeVisible();
  });
});
