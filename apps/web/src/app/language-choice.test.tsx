import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import esPublic from '../locales/es/translation.json';
import { applyLanguage, DEFAULT_LANGUAGE } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storage';
import { graphqlRoute, jsonResponse, stubApi, type StubHandler } from '../testing/fetch';
import { renderApp } from '../testing/render';
import { ADMIN_SESSION, meHandler, storeSession } from '../testing/session';

const signedInAdmin = (saveLanguage: StubHandler) => {
  storeSession(ADMIN_SESSION);
  return stubApi({
    '/v1/auth/me': meHandler(ADMIN_SESSION),
    '/v1/auth/me/language': saveLanguage,
    '/v1/graphql': graphqlRoute({
      Schools: () => ({ schools: { total: 0, items: [] } }),
      SalesRepsForDropdown: () => ({ salesRepsForDropdown: [] }),
      SchoolOptions: () => ({ schoolOptions: [] }),
      TpasForDropdown: () => ({ tpasForDropdown: [] }),
    }),
  });
};

describe('choosing the language when signed in', () => {
  afterEach(async () => {
    await applyLanguage(DEFAULT_LANGUAGE);
    window.localStorage.removeItem(STORAGE_KEYS.language);
  });

  it('shows the screen in Spanish and keeps the choice on the account', async () => {
    const { callsTo } = signedInAdmin(() => jsonResponse({ success: true }));
    const { user } = renderApp({ path: '/schools' });
    await user.click(await screen.findByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(callsTo('/v1/auth/me/language').map((call) => call.body)).toEqual([{ language: 'es' }]));
  });

  it('says so when the account could not keep it, and still shows the chosen language', async () => {
    signedInAdmin(() => jsonResponse({ error: 'INTERNAL_ERROR' }, 500));
    const { user } = renderApp({ path: '/schools' });
    await user.click(await screen.findByRole('button', { name: 'Español' }));

    expect(await screen.findByText(esPublic.app.languageNotSaved)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
