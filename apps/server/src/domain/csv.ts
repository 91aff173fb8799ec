// A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe.
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

// A CSV file as the exports send it: a header, then a line per row, each ending CRLF.
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
