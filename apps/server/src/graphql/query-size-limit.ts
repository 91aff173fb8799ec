import { GraphQLError, visit, type DocumentNode, type GraphQLSchema, type ValidationRule, type ValueNode } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/paging.ts';

// Depth alone does not bound a query: one request could ask for the same page thousands of times under
// aliases. Every selected field counts (fragments as they are written), and a request over the limit is
// refused before anything runs.
export function maxSelectedFields(limit: number): ValidationRule {
  return (context) => {
    let fields = 0;
    return {
      Field() {
        fields += 1;
        if (fields === limit + 1) {
          context.reportError(new GraphQLError(`Query too large: at most ${limit} fields may be selected.`));
        }
      },
    };
  };
}

// The compiled executor (mercurius `jit`) keeps one compiled operation per query text, the first one
// asked for: a document holding two operations would answer a later request for the other one with the
// first's result. One operation per request is what every client of this API sends anyway.
export const singleOperation: ValidationRule = (context) => {
  let operations = 0;
  return {
    OperationDefinition() {
      operations += 1;
      if (operations === 2) context.reportError(new GraphQLError('Send one operation per request.'));
    },
  };
};

// What a request may cost: each field 1, and a paged list its page size (the `limit` asked for, else the
// default page) times what each item costs, fragments expanded. Every screen of the web app stays under a
// few thousand at its largest page (query-cost.api.test.ts checks them all); an alias flood of lists costs
// hundreds of thousands.
export const MAX_QUERY_COST = 20_000;

const listCost: ComplexityEstimator = ({ args, childComplexity }) => {
  if (!('limit' in args) && !('offset' in args)) return undefined;
  const pageSize = typeof args.limit === 'number' ? Math.min(Math.max(args.limit, 1), MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  return 1 + pageSize * childComplexity;
};

// The variables a document's cost can depend on: a page size (`limit`, by its value), whether a page's
// `offset` is given at all (listCost above looks at nothing else), and a directive's condition (@skip,
// @include). Any other variable (a school, a filter, the offset's value) leaves the cost as it is.
function costInputsOf(document: DocumentNode) {
  const byValue = new Set<string>();
  const byPresence = new Set<string>();
  const variablesIn = (value: ValueNode, into: Set<string>) =>
    visit(value, {
      Variable(node) {
        into.add(node.name.value);
      },
    });
  visit(document, {
    Argument(node) {
      if (node.name.value === 'limit') variablesIn(node.value, byValue);
      else if (node.name.value === 'offset') variablesIn(node.value, byPresence);
    },
    Directive(node) {
      for (const argument of node.arguments ?? []) variablesIn(argument.value, byValue);
    },
  });
  return { byValue: [...byValue], byPresence: [...byPresence].filter((name) => !byValue.has(name)) };
}

// Weighing a request walks its whole document against the schema (about 150 µs for the claims list, a
// twentieth of the request's own work), so each document keeps its costs by the variables they depend on.
type DocumentCosts = { inputs: ReturnType<typeof costInputsOf>; costs: Map<string, number> };
const costsByDocument = new WeakMap<DocumentNode, DocumentCosts>();
// a document asked with many page sizes starts its costs over rather than growing without end
const COSTS_PER_DOCUMENT = 64;

function costOf(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown>) {
  let known = costsByDocument.get(query);
  if (!known) {
    known = { inputs: costInputsOf(query), costs: new Map() };
    costsByDocument.set(query, known);
  }
  const key = JSON.stringify([
    known.inputs.byValue.map((name) => (name in variables ? [variables[name]] : [])),
    known.inputs.byPresence.map((name) => name in variables),
  ]);
  const cached = known.costs.get(key);
  if (cached !== undefined) return cached;
  const cost = getComplexity({ schema, query, variables, estimators: [listCost, simpleEstimator({ defaultComplexity: 1 })] });
  if (known.costs.size >= COSTS_PER_DOCUMENT) known.costs.clear();
  known.costs.set(key, cost);
  return cost;
}

// Refuses a request over the budget before any of it runs.
export function assertQueryCost(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown> | undefined) {
  const cost = costOf(schema, query, variables ?? {});
  if (cost > MAX_QUERY_COST) {
    throw new GraphQLError(`Query too complex: it would cost ${cost}, at most ${MAX_QUERY_COST} is allowed.`, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
  }
  return cost;
}
