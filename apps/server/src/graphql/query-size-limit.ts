import { GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
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

// Refuses a request over the budget before any of it runs.
export function assertQueryCost(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown> | undefined) {
  const cost = getComplexity({ schema, query, variables: variables ?? {}, estimators: [listCost, simpleEstimator({ defaultComplexity: 1 })] });
  if (cost > MAX_QUERY_COST) {
    throw new GraphQLError(`Query too complex: it would cost ${cost}, at most ${MAX_QUERY_COST} is allowed.`, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
  }
  return cost;
}
