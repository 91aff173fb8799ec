import { inflateSync } from 'node:zlib';
import { DomainError } from '../../domain/domain-error.ts';

// A PDF is read here only far enough to know it is one and that it asks its reader to run nothing: every
// object is parsed (those packed in object streams too), so a name spelled with #xx escapes or an action
// reached through references is seen as the viewer would see it. Nothing is rendered.

class Unreadable extends Error {}

class Name {
  constructor(readonly name: string) {}
}
class Ref {
  constructor(readonly num: number) {}
}
type Value = number | boolean | null | string | Name | Ref | Value[] | Dict;
type Dict = Map<string, Value>;
type Stream = { dict: Dict; data: Buffer };

const isDict = (value: Value | undefined): value is Dict => value instanceof Map;
const nameOf = (value: Value | undefined) => (value instanceof Name ? value.name : undefined);

// Keys and action types by which a PDF runs something when opened, clicked or filled: scripts, programs,
// forms posted or filled from elsewhere, and XFA forms (which carry their own scripts).
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'XFA']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'RichMediaExecute']);

// Object streams inflate; a few kilobytes can claim gigabytes, so their total is bounded.
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const MAX_DEPTH = 100;

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((char) => char.charCodeAt(0)));
const isRegular = (byte: number | undefined) => byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const HEX = /^[0-9a-f]$/i;

class Parser {
  pos = 0;
  constructor(private readonly data: Buffer) {}

  atEnd() {
    this.skipSpace();
    return this.pos >= this.data.length;
  }

  skipSpace() {
    const { data } = this;
    while (this.pos < data.length) {
      const byte = data[this.pos]!;
      if (WHITESPACE.has(byte)) this.pos += 1;
      else if (byte === 0x25) while (this.pos < data.length && data[this.pos] !== 10 && data[this.pos] !== 13) this.pos += 1;
      else break;
    }
  }

  // The keyword or number at the position, without moving past it.
  peekWord() {
    this.skipSpace();
    let end = this.pos;
    while (isRegular(this.data[end])) end += 1;
    return this.data.toString('latin1', this.pos, end);
  }

  word() {
    const word = this.peekWord();
    this.pos += word.length;
    return word;
  }

  expect(keyword: string) {
    if (this.word() !== keyword) throw new Unreadable();
  }

  integer() {
    const word = this.word();
    if (!/^\d+$/.test(word)) throw new Unreadable();
    return Number(word);
  }

  value(depth = 0): Value {
    if (depth > MAX_DEPTH) throw new Unreadable();
    this.skipSpace();
    const byte = this.data[this.pos];
    if (byte === 0x2f) return this.name();
    if (byte === 0x28) return this.literalString();
    if (byte === 0x5b) return this.array(depth);
    if (byte === 0x3c) return this.data[this.pos + 1] === 0x3c ? this.dict(depth) : this.hexString();
    const word = this.word();
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) throw new Unreadable();
    if (/^\d+$/.test(word)) {
      // "12 0 R" is a reference; anything else leaves the number alone.
      const mark = this.pos;
      if (/^\d+$/.test(this.word()) && this.word() === 'R') return new Ref(Number(word));
      this.pos = mark;
    }
    return Number(word);
  }

  private name() {
    this.pos += 1;
    let end = this.pos;
    while (isRegular(this.data[end])) end += 1;
    const raw = this.data.toString('latin1', this.pos, end);
    this.pos = end;
    return new Name(raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }

  private literalString() {
    const start = (this.pos += 1);
    let open = 1;
    while (this.pos < this.data.length) {
      const byte = this.data[this.pos]!;
      this.pos += 1;
      if (byte === 0x5c) this.pos += 1;
      else if (byte === 0x28) open += 1;
      else if (byte === 0x29 && (open -= 1) === 0) return this.data.toString('latin1', start, this.pos - 1);
    }
    throw new Unreadable();
  }

  private hexString() {
    const end = this.data.indexOf(0x3e, this.pos);
    if (end < 0) throw new Unreadable();
    const digits = this.data.toString('latin1', this.pos + 1, end).replace(/[\0\t\n\f\r ]/g, '');
    if (![...digits].every((char) => HEX.test(char))) throw new Unreadable();
    this.pos = end + 1;
    return digits;
  }

  private array(depth: number) {
    this.pos += 1;
    const items: Value[] = [];
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.data.length) throw new Unreadable();
      if (this.data[this.pos] === 0x5d) {
        this.pos += 1;
        return items;
      }
      items.push(this.value(depth + 1));
    }
  }

  private dict(depth: number) {
    this.pos += 2;
    const dict: Dict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.data.length) throw new Unreadable();
      if (this.data[this.pos] === 0x3e && this.data[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return dict;
      }
      const key = this.value(depth + 1);
      if (!(key instanceof Name)) throw new Unreadable();
      dict.set(key.name, this.value(depth + 1));
    }
  }

  // The bytes between "stream" and "endstream": as long as a direct Length says when it is right,
  // else up to the keyword (a Length given by reference is in an object that may come later).
  streamData(dict: Dict) {
    const { data } = this;
    if (data[this.pos] === 13) this.pos += 1;
    if (data[this.pos] === 10) this.pos += 1;
    const start = this.pos;
    const length = dict.get('Length');
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && start + length <= data.length) {
      this.pos = start + length;
      if (this.peekWord() === 'endstream') {
        this.pos += 'endstream'.length;
        return data.subarray(start, start + length);
      }
    }
    const end = data.indexOf('endstream', start, 'latin1');
    if (end < 0) throw new Unreadable();
    this.pos = end + 'endstream'.length;
    return data.subarray(start, end);
  }
}

function decoded(stream: Stream, budget: { left: number }) {
  const filter = stream.dict.get('Filter');
  const filters = Array.isArray(filter) ? filter.map(nameOf) : filter === undefined ? [] : [nameOf(filter)];
  const params = stream.dict.get('DecodeParms');
  if (filters.length === 0) return stream.data;
  if (filters.length !== 1 || filters[0] !== 'FlateDecode' || (params !== undefined && params !== null)) throw new Unreadable();
  try {
    const data = inflateSync(stream.data, { maxOutputLength: Math.max(budget.left, 1) });
    budget.left -= data.length;
    return data;
  } catch {
    throw new Unreadable();
  }
}

type Parsed = { objects: Map<number, Value>; trailers: Dict[]; values: Value[] };

// The file as a sequence of objects, cross-reference tables and trailers, as a PDF's body is; anything
// else in it (HTML after a PDF header, say) makes it unreadable.
function parse(data: Buffer): Parsed {
  const parser = new Parser(data);
  const parsed: Parsed = { objects: new Map(), trailers: [], values: [] };
  const streams: Stream[] = [];
  while (!parser.atEnd()) {
    const word = parser.word();
    if (word === 'xref') {
      while (/^(\d+|n|f)$/.test(parser.peekWord())) parser.word();
    } else if (word === 'trailer') {
      const trailer = parser.value();
      if (!isDict(trailer)) throw new Unreadable();
      parsed.trailers.push(trailer);
      parsed.values.push(trailer);
    } else if (word === 'startxref') {
      parser.integer();
    } else if (/^\d+$/.test(word)) {
      parser.integer();
      parser.expect('obj');
      const value = parser.value();
      if (isDict(value) && parser.peekWord() === 'stream') {
        parser.word();
        streams.push({ dict: value, data: parser.streamData(value) });
        if (nameOf(value.get('Type')) === 'XRef') parsed.trailers.push(value);
      }
      parser.expect('endobj');
      parsed.objects.set(Number(word), value);
      parsed.values.push(value);
    } else {
      throw new Unreadable();
    }
  }
  const budget = { left: MAX_INFLATED_BYTES };
  for (const stream of streams.filter((candidate) => nameOf(candidate.dict.get('Type')) === 'ObjStm')) {
    const count = stream.dict.get('N');
    const first = stream.dict.get('First');
    if (typeof count !== 'number' || typeof first !== 'number') throw new Unreadable();
    const content = decoded(stream, budget);
    const header = new Parser(content.subarray(0, first));
    const numbers = Array.from({ length: count }, () => {
      const num = header.integer();
      header.integer();
      return num;
    });
    const body = new Parser(content.subarray(first));
    for (const num of numbers) {
      const value = body.value();
      parsed.objects.set(num, value);
      parsed.values.push(value);
    }
  }
  return parsed;
}

function hasActiveContent(value: Value, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => hasActiveContent(item, depth + 1));
  if (!isDict(value)) return false;
  if ([...value.keys()].some((key) => ACTIVE_KEYS.has(key))) return true;
  if (ACTIVE_ACTIONS.has(nameOf(value.get('S')) ?? '')) return true;
  return [...value.values()].some((item) => hasActiveContent(item, depth + 1));
}

// Refuses what is not a readable PDF with a catalog, or one that carries scripts or launch actions:
// such a file could run on a TPA's or school's computer when opened. One that cannot be read completely
// (an encrypted one whose objects are packed in streams, say) is refused too, since it cannot be checked.
export function checkPdf(data: Buffer) {
  let parsed: Parsed;
  try {
    parsed = parse(data);
  } catch (error) {
    if (error instanceof Unreadable || error instanceof RangeError) throw new DomainError('INVALID_FILE_TYPE', 'invalid');
    throw error;
  }
  const catalogs = parsed.trailers.map((trailer) => {
    const root = trailer.get('Root');
    return root instanceof Ref ? parsed.objects.get(root.num) : undefined;
  });
  if (!catalogs.some((catalog) => isDict(catalog) && nameOf(catalog.get('Type')) === 'Catalog')) throw new DomainError('INVALID_FILE_TYPE', 'invalid');
  if (parsed.values.some((value) => hasActiveContent(value))) throw new DomainError('INVALID_FILE_TYPE', 'invalid');
}
