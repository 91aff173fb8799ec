// A JSON object (not an array, not null): the shape the server's answers and history state are read as.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
