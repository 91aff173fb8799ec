import { Kind, type DocumentNode } from 'graphql';
import { DomainError } from '../domain/domain-error.ts';

// The fields a coach may ask for (ADR 048): the incidents' own and the sports list. Every other field
// refuses a coach here, before any resolver runs, whatever its own checks would have said.
const COACH_FIELDS: ReadonlySet<string> = new Set(['__typename', 'activities', 'incidentSchools', 'incidentStudents', 'incidentPlaces', 'reportIncident', 'incidents', 'incident']);

export const isCoachField = (name: string) => COACH_FIELDS.has(name);

// A document holds one operation (the singleOperation rule); its top level is read as written, so a
// fragment there, which could hide any field, is refused too.
export function refuseCoachOutsideTheirFields(document: DocumentNode) {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !isCoachField(selection.name.value)) throw new DomainError('FORBIDDEN', 'forbidden');
    }
  }
}
