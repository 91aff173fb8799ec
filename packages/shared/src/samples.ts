import type { OfficialStatement } from './claim-statement.ts';

// A complete, valid school official's statement for tests and demo data (`@claims/shared/samples`).
export const SAMPLE_OFFICIAL_STATEMENT = {
  accident_time: '15:30',
  body_parts: [{ part: 'ANKLE', side: 'LEFT' }],
  nature_of_injury: 'SPRAIN_STRAIN',
  mechanism: 'COLLISION_WITH_PERSON',
  mechanism_other: '',
  is_school_sponsored: true,
  is_supervised: true,
  supervisor_name: 'Dana Brooks',
  supervisor_title: 'Head coach',
  supervisor_witnessed: true,
  witnesses: [{ name: 'Sam Ortiz', phone: '(916) 555-0142' }],
  first_aid: 'Ice and compression',
  first_aid_by: 'Athletic trainer',
  sent_to: 'URGENT_CARE',
  sent_to_other: '',
  parent_notified_date: '2026-09-01',
  parent_notified_time: '16:00',
  parent_notified_how: 'PHONE',
  school_transport: false,
} as const satisfies OfficialStatement;

// An incident on the statement's day (issue 42), for tests and demo data; the caller adds the school and
// whose injury it was.
export const SAMPLE_INCIDENT = {
  injury_date: '2026-09-01',
  location_of_injury: 'Soccer field',
  injury_description: 'Collided with a defender and landed on the side of the left foot.',
  activity: 'Soccer',
  activity_type: 'PRACTICE',
  official_statement: SAMPLE_OFFICIAL_STATEMENT,
} as const;
