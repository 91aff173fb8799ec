import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAdminApi, variablesOf } from '../testing/admin-api';
import { renderWithProviders } from '../testing/render';
import { useActivities, useCreateActivity } from './activities';

// Two screens at once, as when the activities page and the claim wizard are both in the cache: one lists
// the sports, the other adds one.
const SportList = () => {
  const activities = useActivities();
  return <ul aria-label="Sports">{activities.data?.map((activity) => <li key={activity.id}>{activity.activity}</li>)}</ul>;
};

const AddSport = () => {
  const create = useCreateActivity();
  return (
    <button type="button" onClick={() => create.mutate('Lacrosse')}>
      Add Lacrosse
    </button>
  );
};

describe('the activities entity', () => {
  it('shows a sport created anywhere in every list of sports', async () => {
    let created = false;
    const { calls } = stubAdminApi({
      Activities: () => ({
        activities: [{ id: 'a1', activity: 'Basketball' }, ...(created ? [{ id: 'a2', activity: 'Lacrosse' }] : [])],
      }),
      CreateActivity: ({ activity }) => {
        created = true;
        return { createActivity: { id: 'a2', activity } };
      },
    });
    const { user } = renderWithProviders(
      <>
        <SportList />
        <AddSport />
      </>,
    );
    expect(await screen.findByText('Basketball')).toBeInTheDocument();
    expect(screen.queryByText('Lacrosse')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Lacrosse' }));

    expect(await screen.findByText('Lacrosse')).toBeInTheDocument();
    expect(variablesOf(calls, 'CreateActivity')).toEqual([{ activity: 'Lacrosse' }]);
  });
});
