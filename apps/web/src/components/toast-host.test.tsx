import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useNotify } from '../lib/notify';
import { renderWithProviders } from '../testing/render';

const Saver = () => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.successText('The school is saved.')}>
      Save
    </button>
  );
};

describe('toasts', () => {
  it('show their message with a close button named in the reader’s language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Saver />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The school is saved.');
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible();
  });
});
