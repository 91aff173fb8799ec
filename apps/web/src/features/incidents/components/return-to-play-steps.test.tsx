import { screen, within } from '@testing-library/react';
import { DEFAULT_RETURN_TO_PLAY_STEPS } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { renderWithProviders } from '../../../testing/render';
import { ReturnToPlaySteps } from './return-to-play-steps';

const stubSteps = (steps: readonly string[] = DEFAULT_RETURN_TO_PLAY_STEPS) =>
  stubAdminApi({
    ReturnToPlaySteps: () => ({ returnToPlaySteps: [...steps] }),
    SetReturnToPlaySteps: ({ steps: next }) => ({ setReturnToPlaySteps: Array.isArray(next) ? next : [...DEFAULT_RETURN_TO_PLAY_STEPS] }),
  });

describe('ReturnToPlaySteps', () => {
  it("lists the school's steps and saves its own, one a line, refusing a list with none", async () => {
    const { calls } = stubSteps();
    const { user } = renderWithProviders(<ReturnToPlaySteps schoolId="s1" />);
    const list = await screen.findByRole('list', { name: 'Return-to-play steps' });
    expect((await within(list).findAllByRole('listitem')).map((item) => item.textContent)).toEqual([...DEFAULT_RETURN_TO_PLAY_STEPS]);
    expect(screen.getByText(/^The default steps/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the steps' }));
    const field = await screen.findByRole('textbox', { name: 'Steps' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give at least one step.')).toBeInTheDocument();
    expect(variablesOf(calls, 'SetReturnToPlaySteps')).toEqual([]);

    await user.type(field, 'Rest{Enter}{Enter}  Walk  {Enter}Full practice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The school's steps are saved.")).toBeInTheDocument();
    expect(variablesOf(calls, 'SetReturnToPlaySteps')).toEqual([{ schoolId: 's1', steps: ['Rest', 'Walk', 'Full practice'] }]);
    expect(within(screen.getByRole('list', { name: 'Return-to-play steps' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rest', 'Walk', 'Full practice']);
    expect(screen.getByText(/^The school's own steps/)).toBeInTheDocument();
  });

  it('puts the default steps back', async () => {
    const { calls } = stubSteps(['Rest', 'Play']);
    const { user } = renderWithProviders(<ReturnToPlaySteps schoolId="s1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit the steps' }));
    await user.click(await screen.findByRole('button', { name: 'Use the default steps' }));
    // the school's own steps are not thrown away without asking
    const asked = await screen.findByRole('dialog', { name: 'Use the default steps' });
    expect(variablesOf(calls, 'SetReturnToPlaySteps')).toEqual([]);
    await user.click(within(asked).getByRole('button', { name: 'Use the default steps' }));
    expect(await screen.findByText(/^The default steps/)).toBeInTheDocument();
    expect(variablesOf(calls, 'SetReturnToPlaySteps')).toEqual([{ schoolId: 's1', steps: null }]);
  });
});
