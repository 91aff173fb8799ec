import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [512, '512 bytes'],
    [1536, '1.5 KB'],
    [10_485_760, '10 MB'],
    [12_700_000, '12.1 MB'],
  ])('shows %d as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
