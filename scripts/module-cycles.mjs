// Prints the import cycles between the server's domain modules (the folders of apps/server/src/modules/):
// groups of modules that reach each other through their imports, with the imports that close each loop.
// `--check` exits 1 when there is one (issue 38): `npm test` runs it.
// An import of another module's tables (its *.schema.ts) is not counted: the database is one, a foreign
// key or a join may name any table, and who may write which columns is checked apart (issue 38). What
// counts is reaching into another module's repo, service, PDF or API code.
import fs from 'node:fs';
import path from 'node:path';

// `--modules <dir>` reads another tree (the script's own test gives it one with a loop).
const dirArgument = process.argv.indexOf('--modules');
const modulesDir = dirArgument > 0 ? path.resolve(process.argv[dirArgument + 1]) : path.resolve(import.meta.dirname, '../apps/server/src/modules');
const IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"](\.[^'"]+)['"]/gm;

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

// A module is the folder a file sits in: a folder within a module (claims/lifecycle) is a module of its
// own, which its parent may use and which must not use its parent back.
const moduleOf = (file) => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : path.dirname(relative).split(path.sep).join('/');
};

// module -> module -> the files whose imports make the edge
const edges = new Map();
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file);
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), specifier);
    const to = moduleOf(target);
    if (!to || to === from) continue;
    if (/\.schema(\.ts)?$/.test(target)) continue;
    const targets = edges.get(from) ?? new Map();
    targets.set(to, [...(targets.get(to) ?? []), path.relative(modulesDir, file)]);
    edges.set(from, targets);
  }
}

// Tarjan's strongly connected components: each component of more than one module is a loop.
function stronglyConnected(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const cycles = stronglyConnected(edges);
if (cycles.length === 0) {
  console.log('No import cycles between server modules.');
} else {
  for (const members of cycles) {
    console.log(`Import cycle between ${members.length} modules: ${members.join(', ')}`);
    for (const from of members) {
      for (const [to, files] of edges.get(from) ?? []) {
        if (members.includes(to)) console.log(`  ${from} -> ${to}: ${[...new Set(files)].join(', ')}`);
      }
    }
  }
}
if (process.argv.includes('--check') && cycles.length > 0) process.exit(1);
