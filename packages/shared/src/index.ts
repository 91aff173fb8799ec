// Public entry of @claims/shared. Naming rule: entity forms (school, user, sales rep, TPA, school-TPA
// link, activity, note) use the snake_case column names of SPEC §3; the student form and claim wizard
// models use the camelCase names the spec gives them, with *ToWire helpers for the mapping.
export * from './access-log.ts';
export * from './activities.ts';
export * from './claim-documents.ts';
export * from './claim-statement.ts';
export * from './claims.ts';
export * from './dashboard.ts';
export * from './data-deletion.ts';
export * from './data-exports.ts';
export * from './dates.ts';
export * from './deadlines.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './fraud.ts';
export * from './geo.ts';
export * from './incidents.ts';
export * from './languages.ts';
export * from './parent-part.ts';
export * from './limits.ts';
export * from './parent-authorization.ts';
export * from './providers.ts';
export * from './reports.ts';
export * from './rest.ts';
export * from './sales-reps.ts';
export * from './season-consent.ts';
export * from './schools.ts';
export * from './sign-in-answers.ts';
export * from './sign-in.ts';
export * from './sign-in-rules.ts';
export * from './students.ts';
export * from './students-import.ts';
export * from './tpa-report.ts';
export * from './tpas.ts';
export * from './users.ts';
export * from './yes-no.ts';
