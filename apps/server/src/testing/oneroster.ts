import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';

// The sample OneRoster bundles kept in the repository as plain CSV folders, zipped as a school's
// information system would send them (tests, the end-to-end spec and the benchmark).

export type OneRosterSampleVersion = '1.1' | '1.2';
export type BundleFiles = Record<string, string>;

const SAMPLES_DIR = fileURLToPath(new URL('../modules/students/oneroster-samples/', import.meta.url));

export function sampleFiles(version: OneRosterSampleVersion): BundleFiles {
  const dir = path.join(SAMPLES_DIR, version);
  return Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}

// The files in a zip, under `folder` when given (some systems put the bundle in a folder).
export function zipBundle(files: BundleFiles, folder = ''): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [`${folder}${name}`, strToU8(text)]))));
}

export const sampleBundle = (version: OneRosterSampleVersion) => zipBundle(sampleFiles(version));

// A file with its line `from` replaced by `to` (the whole line; '' drops it).
export function withLine(files: BundleFiles, file: string, from: string, to: string): BundleFiles {
  const lines = files[file]!.split('\n');
  const index = lines.findIndex((line) => line.startsWith(from));
  if (index < 0) throw new Error(`${file} has no line starting ${from}`);
  const changed = to === '' ? lines.filter((_, at) => at !== index) : lines.map((line, at) => (at === index ? to : line));
  return { ...files, [file]: changed.join('\n') };
}

// A district export of one school with `size` students, each with a parent (OneRoster 1.1).
export function largeBundle(size: number) {
  const files = sampleFiles('1.1');
  const header = (file: string) => files[file]!.split('\n')[0];
  const ids = Array.from({ length: size }, (_, index) => index);
  return zipBundle({
    'manifest.csv': files['manifest.csv']!,
    'orgs.csv': `${header('orgs.csv')}\norg-big,,,Big High School,school,BHS,\n`,
    'users.csv': [
      header('users.csv'),
      ...ids.map((n) => `s${n},,,true,org-big,student,,,First${n},Last${n},,${n},s${n}@students.test,,,p${n},10,`),
      ...ids.map((n) => `p${n},,,true,org-big,parent,,,Parent${n},Last${n},,,p${n}@parents.test,,916-555-0100,s${n},,`),
    ].join('\n'),
    'demographics.csv': [header('demographics.csv'), ...ids.map((n) => `s${n},,,2010-01-01,${n % 2 ? 'male' : 'female'},,,,,,,,,,,`)].join('\n'),
  });
}
