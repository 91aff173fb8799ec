// Every table, gathered for Drizzle's relational queries and drizzle-kit; each module owns its own tables.
export * from '../modules/activities/activities.schema.ts';
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/auth/sso.schema.ts';
export * from '../modules/claims/claims.schema.ts';
export * from '../modules/dashboard/dashboard.schema.ts';
export * from '../modules/deadlines/deadlines.schema.ts';
export * from '../modules/disclosures/disclosures.schema.ts';
export * from '../modules/parent-part/parent-part.schema.ts';
export * from '../modules/providers/providers.schema.ts';
export * from '../modules/rate-limits/rate-limits.schema.ts';
export * from '../modules/sales-reps/sales-reps.schema.ts';
export * from '../modules/schools/schools.schema.ts';
export * from '../modules/students/students.schema.ts';
export * from '../modules/tpa-link/tpa-link.schema.ts';
export * from '../modules/tpas/tpas.schema.ts';
export * from '../modules/uploads/uploads.schema.ts';
export * from '../modules/users/users.schema.ts';
