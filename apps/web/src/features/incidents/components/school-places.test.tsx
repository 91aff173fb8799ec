import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { renderWithProviders } from '../../../testing/render';
import { SchoolPlaces } from './school-places';

const placesIn = async () => (await within(await screen.findByRole('list', { name: 'Places' })).findAllByRole('listitem')).map((item) => item.textContent);

describe('SchoolPlaces', () => {
  it("shows the suggested places until the school lists its own, and saves them", async () => {
    const { calls } = stubAdminApi({
      IncidentPlaces: () => ({ incidentPlaces: null }),
      SetIncidentPlaces: ({ places }) => ({ setIncidentPlaces: Array.isArray(places) ? places : null }),
    });
    const { user } = renderWithProviders(<SchoolPlaces schoolId="s1" />);
    expect((await placesIn()).slice(0, 2)).toEqual(['Field', 'Gym']);
    expect(screen.getByText(/^The suggested places/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the places' }));
    const field = await screen.findByRole('textbox', { name: 'Places' });
    await user.clear(field);
    await user.type(field, 'North field{Enter}Wrestling room');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^The school's own places/)).toBeInTheDocument();
    expect(await placesIn()).toEqual(['North field', 'Wrestling room']);
    expect(variablesOf(calls, 'SetIncidentPlaces')).toEqual([{ schoolId: 's1', places: ['North field', 'Wrestling room'] }]);
  });

  it("says why the server refused a list, at the field", async () => {
    stubAdminApi({
      IncidentPlaces: () => ({ incidentPlaces: ['Gym'] }),
      SetIncidentPlaces: () => new Response(JSON.stringify({ data: null, errors: [{ message: 'VALIDATION_FAILED', extensions: { code: 'VALIDATION_FAILED', fields: { places: 'INCIDENT_PLACES_TOO_MANY' } } }] }), { headers: { 'Content-Type': 'application/json' } }),
    });
    const { user } = renderWithProviders(<SchoolPlaces schoolId="s1" />);
    expect(await placesIn()).toEqual(['Gym']);
    await user.click(screen.getByRole('button', { name: 'Edit the places' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A school lists 30 places at most.')).toBeInTheDocument();
  });
});
