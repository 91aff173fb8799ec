import { GraphQLError, type ValidationRule } from 'graphql';

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
