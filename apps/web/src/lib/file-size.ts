const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

// A byte count as people read it: 512 bytes, 1.5 MB, 10 MB (binary multiples, as the limits are).
export const formatFileSize = (bytes: number): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${rounded} ${UNITS[unit]}`;
};
