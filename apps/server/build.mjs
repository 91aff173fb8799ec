// Compiles the server to JavaScript for production: `node apps/server/dist/main.js` (web), `dist/worker.js`
// (workers alone) and the operator's commands. Our code and @claims/shared are bundled (the shared package
// is TypeScript source, which Node does not run); every other package stays in node_modules, as installed.
// Every output file sits directly in dist/, one level below the package as src/ is, so the paths built from
// import.meta.url (migrations, the web app's build) are the same compiled or not.
import { build } from 'esbuild';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

const outdir = new URL('./dist', import.meta.url).pathname;

// Also read by scripts/container.test.mjs, which checks what the output imports.
export const buildOptions = {
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'scheduled-cli': 'src/scheduled-cli.ts',
    'move-files-cli': 'src/modules/uploads/move-files-cli.ts',
    'access-log-verify-cli': 'src/modules/access-log/access-log-verify-cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22.15',
  sourcemap: true,
  chunkNames: 'shared-[hash]',
  logLevel: 'warning',
  plugins: [
    {
      name: 'installed-packages-stay-external',
      setup(compiler) {
        compiler.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@claims/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build(buildOptions);
}
