import type { DashboardComponent, DashboardElementType } from '@claims/shared';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.ts';
import { schools } from '../schools/schools.schema.ts';
import { tpaDashboardElements } from '../tpas/tpas.schema.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';

// Files and links shown on a school's dashboard; rows copied from a TPA keep a reference to their source.
export const schoolsDashboardElements = pgTable(
  'schools_dashboard_elements',
  {
    id: id(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    type: text('type').$type<DashboardElementType>().notNull(),
    title: text('title').notNull(),
    // a dashboard section, or SCHOOL_LOGO for the school's logo file
    component: text('component').$type<DashboardComponent | 'SCHOOL_LOGO'>().notNull(),
    filename: text('filename'),
    url: text('url'),
    order: integer('order').notNull().default(0),
    third_party_administrators_dashboard_element_id: uuid('third_party_administrators_dashboard_element_id').references(
      () => tpaDashboardElements.id,
    ),
    file_id: uuid('file_id').references(() => storedFiles.id),
    ...timestamps(),
  },
  (t) => [
    index('school_elements_school_component_idx').on(t.school_id, t.component, t.order),
    index('school_elements_tpa_element_idx').on(t.third_party_administrators_dashboard_element_id),
  ],
);

export const schoolsDashboardContacts = pgTable(
  'schools_dashboard_contacts',
  {
    id: id(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    type: text('type').notNull().default('CONTACT'),
    title: text('title').notNull(),
    component: text('component').$type<DashboardComponent>().notNull(),
    company_name: text('company_name'),
    representative_name: text('representative_name'),
    mail_address: text('mail_address'),
    phone: text('phone'),
    fax: text('fax'),
    email_address: text('email_address'),
    // Shares one sequence per school and section with the elements: see docs/decisions/009-dashboard-ordering.md.
    order: integer('order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('school_contacts_school_idx').on(t.school_id, t.component, t.order)],
);
