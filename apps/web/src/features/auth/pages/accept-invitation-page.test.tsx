import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';

describe('Accept an invitation to coach', () => {
  it('accepts only when asked, then offers to sign in', async () => {
    const { callsTo } = stubApi({ '/v1/auth/accept-invitation': () => jsonResponse({ success: true }) });
    const { user } = renderApp({ path: '/accept-invitation?token=invite-123' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Accept the invitation' })).toBeInTheDocument();
    expect(callsTo('/v1/auth/accept-invitation')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));

    expect(await screen.findByText("You are now one of the school's coaches. Sign in to report its incidents.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsTo('/v1/auth/accept-invitation').map((call) => call.body)).toEqual([{ token: 'invite-123' }]);
  });

  it('says when the link was used or has expired', async () => {
    stubApi({ '/v1/auth/accept-invitation': () => jsonResponse({ error: 'INVALID_LINK' }, 400) });
    const { user } = renderApp({ path: '/accept-invitation?token=used' });

    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.');
  });
});
