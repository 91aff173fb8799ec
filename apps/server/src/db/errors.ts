// node-postgres and PGlite both report SQLSTATE in `code`; Drizzle may wrap the driver error in `cause`.
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505';
}
