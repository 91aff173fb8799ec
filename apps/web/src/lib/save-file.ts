// Hands a downloaded file to the browser as a download (the bearer token rules out a plain link).
export const saveFile = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

// Checked by shape, not instanceof: the Blob may come from another realm than the page's (a worker's
// or a test runner's fetch).
export const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value && 'type' in value;
