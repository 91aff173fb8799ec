import { Kind, valueFromASTUntyped, type DocumentNode, type OperationDefinitionNode } from 'graphql';

// The compiled executor (graphql-jit, mercurius `jit`) refuses an omitted non-null variable even when
// the operation gives it a default (`$countAll: Boolean! = false`), which the GraphQL spec and the first,
// interpreted run of the same query accept. The defaults of the operation about to run are written into
// the variables before execution, so both runs answer the same.
export function withVariableDefaults(document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined) {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  const omitted = (operation?.variableDefinitions ?? []).filter(
    (definition) => definition.defaultValue && !Object.prototype.hasOwnProperty.call(variables ?? {}, definition.variable.name.value),
  );
  if (omitted.length === 0) return undefined;
  return { ...variables, ...Object.fromEntries(omitted.map((definition) => [definition.variable.name.value, valueFromASTUntyped(definition.defaultValue!)])) };
}
