import { DEFAULT_REQUIRED_CHECKLIST_ITEMS, LIMITS, type ChecklistItem, type DashboardComponent } from '@claims/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, softDeletable } from '../../db/columns.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';
import { users } from '../users/users.schema.ts';

export const thirdPartyAdministrators = pgTable(
  'third_party_administrators',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address_1: text('address_1'),
    address_2: text('address_2'),
    city: text('city'),
    state: text('state'),
    postal_code: text('postal_code'),
    phone: text('phone'),
    fax: text('fax'),
    claims_email_address: text('claims_email_address'),
    electronic_claims_email_address: text('electronic_claims_email_address'),
    claims_portal_url: text('claims_portal_url'),
    // Which address a claim email goes to: EMAIL -> claims_email_address, ELECTRONIC_EMAIL -> electronic_claims_email_address.
    delivery_method: text('delivery_method', { enum: ['EMAIL', 'ELECTRONIC_EMAIL'] }).notNull().default('EMAIL'),
    // The checklist items this TPA needs before it pays a claim (issue 16).
    required_documents: text('required_documents').array().$type<ChecklistItem[]>().notNull().default([...DEFAULT_REQUIRED_CHECKLIST_ITEMS]),
    // Documents larger than this in all go by one expiring link instead of as attachments (ADR 021).
    max_attachment_bytes: integer('max_attachment_bytes').notNull().default(LIMITS.TPA_ATTACHMENTS_DEFAULT_MAX_BYTES),
    created_by: uuid('created_by').references(() => users.id),
    ...softDeletable(),
  },
  (t) => [
    uniqueIndex('tpas_code_unique').on(sql`lower(${t.code})`).where(sql`${t.deleted_at} is null`),
    index('tpas_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('tpas_code_trgm').using('gin', t.code.op('gin_trgm_ops')),
  ],
);

export const tpaDashboardElements = pgTable(
  'third_party_administrators_dashboard_elements',
  {
    id: id(),
    third_party_administrator_id: uuid('third_party_administrator_id')
      .notNull()
      .references(() => thirdPartyAdministrators.id),
    url: text('url'),
    type: text('type', { enum: ['FILE', 'URL'] }).notNull(),
    title: text('title').notNull(),
    component: text('component').$type<DashboardComponent>().notNull(),
    filename: text('filename'),
    file_id: uuid('file_id').references(() => storedFiles.id),
    ...softDeletable(),
  },
  (t) => [index('tpa_elements_tpa_idx').on(t.third_party_administrator_id)],
);
