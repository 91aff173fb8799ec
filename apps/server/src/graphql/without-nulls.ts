// GraphQL gives null for an argument left out; list filters treat that as "no filter".
export const withoutNulls = <T extends Record<string, unknown>>(args: T) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined));
