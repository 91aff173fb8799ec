import path from 'node:path';

// The server package's folder. This module sits directly in src/, and the compiled server's files directly
// in dist/ (build.mjs), so one level up is the package folder in both: paths from here hold either way.
const serverPackage = path.resolve(new URL('.', import.meta.url).pathname, '..');

export const migrationsFolder = path.join(serverPackage, 'drizzle');
export const defaultWebDist = path.resolve(serverPackage, '../web/dist');
// The offline verifier every school data export carries (ADR 052).
export const accessLogVerifierFile = path.join(serverPackage, 'verifier', 'verify-access-log.mjs');
