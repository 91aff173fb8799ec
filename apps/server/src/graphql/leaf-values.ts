import { GraphQLBoolean, GraphQLEnumType, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString, type GraphQLLeafType, type GraphQLSchema } from 'graphql';

// The compiled executor (graphql-jit) serialises each leaf of an answer through its type: a list of 200
// claims of 16 fields is 3,200 calls, each with its error bookkeeping (ADR 047). The schema's resolvers
// give every String, Int, Float, Boolean, ID and enum already in its wire form, so in production those
// leaves go out as resolved (`disableLeafSerialization`). Everywhere else (development, the tests) each
// such leaf is checked instead: one whose type would change it (a number for an ID, a string for an Int,
// an enum's internal value) is an error on its field, so a resolver that does not give the wire form fails
// its tests rather than reach a client changed.
const checked = (type: GraphQLLeafType) => (value: unknown) => {
  const serialized: unknown = type.serialize(value);
  // the message names the type and the kind of value, never the value: it may be a student's record
  if (serialized !== value) throw new TypeError(`${type.name} leaf not in its wire form: a resolver gave a ${typeof value} its type changes`);
  return serialized;
};

export function leafCompilerOptions(schema: GraphQLSchema, checkLeaves: boolean) {
  if (!checkLeaves) return { disableLeafSerialization: true };
  const enums = Object.values(schema.getTypeMap()).filter((type): type is GraphQLEnumType => type instanceof GraphQLEnumType);
  const leaves: GraphQLLeafType[] = [GraphQLString, GraphQLInt, GraphQLFloat, GraphQLBoolean, GraphQLID, ...enums];
  return { customSerializers: Object.fromEntries(leaves.map((type) => [type.name, checked(type)])) };
}
