// A field of a request part no route schema typed for the caller (a hook that runs for many routes, or
// before their checks): read without trusting the part's shape.
export const fieldOf = (part: unknown, key: string): unknown => (typeof part === 'object' && part !== null && !Array.isArray(part) && key in part ? Reflect.get(part, key) : undefined);
