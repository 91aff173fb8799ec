import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../testing/console';
import { renderApp } from '../testing/render';
import { ErrorFallback } from './error-fallback';

const Broken = () => {
  throw new Error('render failed');
};

describe('ErrorFallback', () => {
  it('replaces a crashed route with a recoverable message that hides the error details', async () => {
    allowConsoleErrors(); // React reports the caught render error on console.error
    renderApp({ routes: [{ errorElement: <ErrorFallback />, children: [{ path: '/', element: <Broken /> }] }] });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).not.toHaveTextContent('render failed');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
