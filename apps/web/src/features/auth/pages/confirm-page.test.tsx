import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';

const PASSWORD = 'a-long-enough-password';

describe('Confirm account', () => {
  it('sets the first password from the e-mailed link, then offers to sign in', async () => {
    const { callsTo } = stubApi({ '/v1/auth/confirm': () => jsonResponse({ success: true }) });
    const { user } = renderApp({ path: '/confirm?token=confirm-123' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(
      await screen.findByText('Your account is confirmed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsTo('/v1/auth/confirm')[0]?.body).toEqual({ token: 'confirm-123', password: PASSWORD });
  });

  it('says when the link is invalid or expired', async () => {
    stubApi({ '/v1/auth/confirm': () => jsonResponse({ error: 'INVALID_LINK' }, 400) });
    const { user } = renderApp({ path: '/confirm?token=used' });

    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.');
  });

  it('shows PASSWORDS_DO_NOT_MATCH without calling the server', async () => {
    const { calls } = stubApi({});
    const { user } = renderApp({ path: '/confirm?token=confirm-123' });

    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), 'something else entirely');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('treats a link without a token as invalid', async () => {
    stubApi({});
    renderApp({ path: '/confirm' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.');
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });
});
