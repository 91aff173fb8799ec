// jsdom 29 keeps the style sheet of a <style> removed along with an ancestor (it re-adds the sheet while
// detaching the element, before the element's root is updated), and Mantine renders such elements. Over a
// file they pile up to thousands, and every getComputedStyle, which each getByRole calls many times, walks
// them all: a long test became four times slower late in its file. Changing a detached element's text
// makes jsdom drop its sheet; appending an empty text changes nothing else.
export const dropStaleStyleSheets = () => {
  for (const sheet of [...document.styleSheets]) {
    const owner = sheet.ownerNode;
    if (owner instanceof HTMLStyleElement && !owner.isConnected) owner.append('');
  }
};
