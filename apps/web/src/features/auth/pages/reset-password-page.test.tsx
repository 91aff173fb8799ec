import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';

const NEW_PASSWORD = 'a-long-enough-password';

describe('Reset password', () => {
  it('asks for the link by e-mail and answers the same whether or not the account exists', async () => {
    const { callsTo } = stubApi({ '/v1/auth/reset-password/request': () => jsonResponse({ success: true }) });
    const { user } = renderApp({ path: '/reset-password' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'someone@school.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText('If an account exists for that email, we sent a link to reset the password.'),
    ).toBeInTheDocument();
    expect(callsTo('/v1/auth/reset-password/request')[0]?.body).toEqual({ email: 'someone@school.test' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('checks the e-mail before asking', async () => {
    const { calls } = stubApi({});
    const { user } = renderApp({ path: '/reset-password' });

    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sets the new password from the e-mailed link, then offers to sign in', async () => {
    const { callsTo } = stubApi({ '/v1/auth/reset-password': () => jsonResponse({ success: true }) });
    const { user } = renderApp({ path: '/reset-password?token=reset-123' });

    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(
      await screen.findByText('Your password was changed. Sign in with the new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsTo('/v1/auth/reset-password')[0]?.body).toEqual({ token: 'reset-123', password: NEW_PASSWORD });
  });

  it('checks length and confirmation with the shared schema before calling the server', async () => {
    const { calls } = stubApi({});
    const { user } = renderApp({ path: '/reset-password?token=reset-123' });

    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows PASSWORDS_DO_NOT_MATCH on the confirmation field', async () => {
    stubApi({});
    const { user } = renderApp({ path: '/reset-password?token=reset-123' });

    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), `${NEW_PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the link is invalid or expired, and links to ask for a new one', async () => {
    stubApi({ '/v1/auth/reset-password': () => jsonResponse({ error: 'INVALID_LINK' }, 400) });
    const { user } = renderApp({ path: '/reset-password?token=used' });

    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset-password');
  });

  it("puts the server's password rule on the password field", async () => {
    stubApi({
      '/v1/auth/reset-password': () =>
        jsonResponse({ error: 'VALIDATION_FAILED', fields: { password: 'PASSWORD_TOO_SHORT' } }, 400),
    });
    const { user } = renderApp({ path: '/reset-password?token=reset-123' });

    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});
