import { describe, expect, it } from 'vitest';
import { dropStaleStyleSheets } from './stale-style-sheets';

const staleSheets = () => [...document.styleSheets].filter((sheet) => !sheet.ownerNode?.isConnected);

describe('dropStaleStyleSheets', () => {
  it('drops the sheet jsdom keeps for a <style> removed with its parent, and keeps those in the document', () => {
    const kept = document.createElement('style');
    kept.textContent = '.kept { color: red; }';
    document.head.append(kept);
    const parent = document.createElement('div');
    parent.innerHTML = '<style>.removed { color: blue; }</style>';
    document.body.append(parent);
    parent.remove();
    // when jsdom fixes this, the helper and its call in setup.ts can go
    expect(staleSheets()).toHaveLength(1);

    dropStaleStyleSheets();

    expect(staleSheets()).toHaveLength(0);
    expect([...document.styleSheets].map((sheet) => sheet.ownerNode)).toEqual([kept]);
    kept.remove();
  });
});
