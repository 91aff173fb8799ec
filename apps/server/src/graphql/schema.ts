import { builder } from './builder.ts';
import '../modules/access-log/access-log.graphql.ts';
import '../modules/activities/activities.graphql.ts';
import '../modules/claim-documents/claim-documents.graphql.ts';
import '../modules/parent-part/parent-part.graphql.ts';
import '../modules/dashboard/dashboard.graphql.ts';
import '../modules/deadlines/deadlines.graphql.ts';
import '../modules/disclosures/disclosures.graphql.ts';
import '../modules/claims/claims.graphql.ts';
import '../modules/providers/providers.graphql.ts';
import '../modules/reports/reports.graphql.ts';
import '../modules/sales-reps/sales-reps.graphql.ts';
import '../modules/schools/schools.graphql.ts';
import '../modules/students/students.graphql.ts';
import '../modules/tpas/tpas.graphql.ts';
import '../modules/users/users.graphql.ts';

export const graphqlSchema = builder.toSchema({ sortSchema: true });
