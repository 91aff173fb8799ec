import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderApp } from '../../../testing/render';
import type { SchoolTpa } from '../../../entities/school-tpas';
import {
  ACTIVITIES,
  aLink,
  aSchool,
  graphqlCalls,
  graphqlError,
  SCHOOL_ID,
  stubSchoolsApi,
  TPAS,
  validationFailed,
} from '../testing/fixtures';

const KBA = aLink();
const SCS = aLink({
  id: 'c0000000-0000-4000-8000-000000000002',
  third_party_administrator_id: TPAS[1]?.id ?? '',
  tpa_code: 'SCS',
  tpa_name: 'Summit Claims Services',
});

const NO_DEADLINES = { notice_days: null, treatment_days: null, filing_days: null, absolute_days: null };

const INSURANCE_PATH = `${paths.schools.edit(SCHOOL_ID)}?tab=TAB_INSURANCE`;

// The server's side: the school, its links (changed by the mutations) and the dropdowns.
const stubInsurance = (initial: SchoolTpa[], overrides: Record<string, (variables: unknown) => object | Response> = {}) => {
  let links = initial;
  const stub = stubSchoolsApi({
    School: () => ({ school: aSchool() }),
    SchoolTpas: () => ({ schoolTpas: links }),
    AddSchoolTpa: (variables) => {
      const { tpaId } = variables as { tpaId: string };
      const tpa = TPAS.find((option) => option.id === tpaId);
      links = [...links, aLink({ id: 'c0000000-0000-4000-8000-0000000000ff', third_party_administrator_id: tpaId, tpa_code: tpa?.code ?? '', tpa_name: tpa?.name ?? '' })];
      return { addSchoolTpa: links };
    },
    UpdateSchoolTpas: (variables) => {
      const sent = (variables as { links: Array<Partial<SchoolTpa> & { id: string }> }).links;
      links = links.map((link) => ({ ...link, ...sent.find((row) => row.id === link.id) }));
      return { updateSchoolTpas: links };
    },
    DeleteSchoolTpa: (variables) => {
      const { id } = variables as { id: string };
      links = links.filter((link) => link.id !== id);
      return { deleteSchoolTpa: links };
    },
    ...overrides,
  });
  const sent = (name: string) => graphqlCalls(stub.calls).filter((call) => call.name === name);
  return { ...stub, sent };
};

const row = (code: string) => screen.getByRole('group', { name: code });
const toggle = (code: string, name: 'Active' | 'Default') => within(row(code)).getByRole('switch', { name });

const openInsurance = async () => {
  const rendered = renderApp({ path: INSURANCE_PATH });
  expect(await screen.findByRole('tab', { name: 'Insurance', selected: true })).toBeInTheDocument();
  return rendered;
};

describe('Insurance tab', () => {
  it('prompts to link a TPA when there is none, and the add modal requires a TPA', async () => {
    const { sent } = stubInsurance([]);
    const { user } = await openInsurance();

    expect(await screen.findByText('No TPA is linked to this school yet. Use the plus button to link one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Link a TPA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a TPA' });
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Choose a TPA.')).toBeInTheDocument();
    expect(sent('AddSchoolTpa')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'TPA' }));
    await user.click(await screen.findByRole('option', { name: 'SCS – Summit Claims Services' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('TPA linked to the school.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('AddSchoolTpa').map((call) => call.variables)).toEqual([{ schoolId: SCHOOL_ID, tpaId: TPAS[1]?.id }]);
    expect(row('SCS')).toBeInTheDocument();
    expect(screen.queryByText('No TPA is linked to this school yet. Use the plus button to link one.')).not.toBeInTheDocument();
  });

  it('opens the link modal with its list closed, so Link and Cancel stay in view', async () => {
    stubInsurance([]);
    const { user } = await openInsurance();

    await user.click(await screen.findByRole('button', { name: 'Link a TPA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a TPA' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
    const tpa = within(dialog).getByRole('combobox', { name: 'TPA' });
    expect(tpa).not.toHaveFocus();
    expect(tpa).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('does not offer a TPA that is already linked, and shows TPA_ALREADY_LINKED from the server', async () => {
    stubInsurance([KBA], { AddSchoolTpa: () => graphqlError('TPA_ALREADY_LINKED') });
    const { user } = await openInsurance();

    await user.click(await screen.findByRole('button', { name: 'Link a TPA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a TPA' });
    await user.click(within(dialog).getByRole('combobox', { name: 'TPA' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['SCS – Summit Claims Services']);
    await user.click(screen.getByRole('option', { name: 'SCS – Summit Claims Services' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));

    expect(await within(dialog).findByText('This TPA is already linked to the school.')).toBeInTheDocument();
    expect(screen.getByText('The TPA could not be linked to the school.')).toBeInTheDocument();
  });

  it('shows the default rules and sends nothing until exactly one active TPA is the default', async () => {
    const { sent } = stubInsurance([KBA, SCS]);
    const { user } = await openInsurance();
    await screen.findByRole('group', { name: 'KBA' });

    const update = screen.getByRole('button', { name: 'Update' });
    const alertText = async (text: string) =>
      expect(await screen.findByRole('alert', { name: /insurance could not be saved/ })).toHaveTextContent(text);

    await user.click(update);
    await alertText('Mark one TPA as the default.');
    // the toast says it too
    expect(screen.getAllByText('Mark one TPA as the default.')).toHaveLength(2);

    await user.click(toggle('KBA', 'Default'));
    await user.click(toggle('SCS', 'Default'));
    await user.click(update);
    await alertText('Only one TPA can be the default.');

    await user.click(toggle('SCS', 'Default'));
    await user.click(toggle('KBA', 'Active'));
    await user.click(update);
    await alertText('The default TPA has to be active.');

    expect(sent('UpdateSchoolTpas')).toHaveLength(0);

    await user.click(toggle('KBA', 'Active'));
    await user.type(within(row('KBA')).getByRole('textbox', { name: 'Policy number' }), 'POL-1');
    await user.type(within(row('KBA')).getByRole('textbox', { name: 'Group number' }), 'GRP-9');
    await user.click(update);

    expect(await screen.findByText('Insurance saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /insurance could not be saved/ })).not.toBeInTheDocument();
    expect(sent('UpdateSchoolTpas').map((call) => call.variables)).toEqual([
      {
        schoolId: SCHOOL_ID,
        links: [
          { id: KBA.id, policy_number: 'POL-1', tpa_identifier: 'GRP-9', effective_date: null, activities: [], is_active: true, is_default: true, ...NO_DEADLINES },
          { id: SCS.id, policy_number: null, tpa_identifier: null, effective_date: null, activities: [], is_active: true, is_default: false, ...NO_DEADLINES },
        ],
      },
    ]);
  });

  it('checks the policy and group number lengths', async () => {
    const { sent } = stubInsurance([aLink({ is_default: true })]);
    const { user } = await openInsurance();
    await screen.findByRole('group', { name: 'KBA' });

    await user.type(within(row('KBA')).getByRole('textbox', { name: 'Policy number' }), 'P'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(
      await within(row('KBA')).findByText('Policy numbers have at most 20 characters and group numbers at most 50.'),
    ).toBeInTheDocument();
    expect(sent('UpdateSchoolTpas')).toHaveLength(0);
  });

  it('shows the rule the server refused with', async () => {
    stubInsurance([aLink({ is_default: true })], { UpdateSchoolTpas: () => validationFailed({ links: 'THE_DEFAULT_HAS_TO_BE_ACTIVE' }) });
    const { user } = await openInsurance();
    await screen.findByRole('group', { name: 'KBA' });

    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText("The school's TPAs could not be saved.")).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: /insurance could not be saved/ })).toHaveTextContent('The default TPA has to be active.');
  });

  it('selects every sport with All sports, sorted by name, and sends the effective date as YYYY-MM-DD', async () => {
    const { sent } = stubInsurance([aLink({ is_default: true, activities: [ACTIVITIES[2]?.id ?? ''] })]);
    const { user } = await openInsurance();
    await screen.findByRole('group', { name: 'KBA' });

    const [basketball, football, swimming] = ACTIVITIES.map((activity) => activity.id);
    const sports = within(row('KBA')).getByRole('combobox', { name: 'Sports' });
    await user.click(sports);
    await user.click(await screen.findByRole('option', { name: 'Basketball' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent('UpdateSchoolTpas')).toHaveLength(1));
    // chosen after Swimming, sent before it
    expect(sent('UpdateSchoolTpas')[0]?.variables).toMatchObject({ links: [{ activities: [basketball, swimming] }] });

    await user.click(sports);
    await user.click(await screen.findByRole('option', { name: 'All sports' }));

    const date = within(row('KBA')).getByRole('textbox', { name: 'Effective date' });
    await user.type(date, '03/15/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(sent('UpdateSchoolTpas')).toHaveLength(2));
    expect(sent('UpdateSchoolTpas')[1]?.variables).toMatchObject({
      links: [{ activities: [basketball, football, swimming], effective_date: '2026-03-15' }],
    });
  });

  it("shows the policy's deadlines in days, refuses a number out of range, and saves them, an emptied one as none", async () => {
    const { sent } = stubInsurance([aLink({ is_default: true, notice_days: 30, treatment_days: 3 })]);
    const { user } = await openInsurance();
    await screen.findByRole('group', { name: 'KBA' });
    const deadlines = within(row('KBA')).getByRole('group', { name: 'Deadlines (days)' });
    const days = (label: string) => within(deadlines).getByRole('textbox', { name: label });

    expect(days('Notice')).toHaveValue('30');
    expect(days('Treatment start')).toHaveValue('3');
    expect(days('Filing')).toHaveValue('');
    await user.type(days('Filing'), '731');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await within(deadlines).findByText('Enter a whole number of days, from 1 to 730.')).toBeInTheDocument();
    expect(sent('UpdateSchoolTpas')).toHaveLength(0);

    await user.clear(days('Filing'));
    await user.type(days('Filing'), '90');
    await user.type(days('Absolute limit'), '365');
    await user.clear(days('Treatment start'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Insurance saved.')).toBeInTheDocument();
    expect(sent('UpdateSchoolTpas')[0]?.variables).toMatchObject({
      links: [{ id: KBA.id, notice_days: 30, treatment_days: null, filing_days: 90, absolute_days: 365 }],
    });
    expect(days('Filing')).toHaveValue('90');
  });

  it('removes a TPA link after confirmation', async () => {
    const { sent } = stubInsurance([KBA, SCS]);
    const { user } = await openInsurance();
    await screen.findByRole('group', { name: 'SCS' });

    await user.click(within(row('SCS')).getByRole('button', { name: 'Remove SCS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove TPA' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'SCS' })).not.toBeInTheDocument());
    expect(sent('DeleteSchoolTpa').map((call) => call.variables)).toEqual([{ schoolId: SCHOOL_ID, id: SCS.id }]);
    expect(row('KBA')).toBeInTheDocument();
  });
});
