import { DEMO, expect, signedInAs, test } from './fixtures.ts';

test.describe('language', () => {
  test('the sign-in page switches to Spanish, and this browser keeps the choice', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("a signed-in user's choice is kept on the server and follows them to another browser", async ({ page, mailbox, tokens, browser }) => {
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    const token = tokens.get(DEMO.nurse)!;
    const headers = { Authorization: `Bearer ${token}` };
    try {
      await page.goto('/');
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(navigation.getByRole('link', { name: 'Students', exact: true })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
      await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Estudiantes', exact: true })).toBeVisible();
      await expect
        .poll(async () => ((await (await page.request.post('/v1/auth/me', { headers })).json()) as { user: { preferred_language: string } }).user.preferred_language)
        .toBe('es');

      // fixed lists and calendars speak Spanish too
      const me = (await (await page.request.post('/v1/auth/me', { headers })).json()) as { schools: { id: string }[] };
      await page.goto(`/dashboard/${me.schools[0]!.id}/students/new-student`);
      await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).click();
      await expect(page.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
      const month = new Date().toLocaleString('es', { month: 'long' });
      await expect(page.getByRole('button', { name: 'Elegir el mes' })).toContainText(month);
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Sexo' }).click();
      await expect(page.getByRole('option', { name: 'Femenino' })).toBeVisible();

      // a browser that never chose a language, with an English browser language
      const other = await browser.newContext({ locale: 'en-US' });
      const otherPage = await other.newPage();
      await otherPage.addInitScript((value) => window.localStorage.setItem('token', value), token);
      await otherPage.goto('/');
      await expect(otherPage.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Estudiantes', exact: true })).toBeVisible();
      await other.close();
    } finally {
      await page.request.post('/v1/auth/me/language', { headers, data: { language: 'en' } });
    }
  });
});
