// JSON merge patch (RFC 7386) with one documented extension for arrays, shared by the edge (which
// diffs) and the browser (which applies). Plain merge patch replaces a changed array whole, and a
// match's commentary grows by one item per ball: resending the whole list each ball would make the
// change as big as the snapshot. So a changed array may be sent as `{"$array": ArrayOp}` instead:
// shift the old items, cut or pad to the new length, start moved items from where they were, then
// set or merge-patch single items.
// docs/live-protocol.md, "Changes", is the normative description.

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** The reserved member name of the array extension. */
export const ARRAY_OP_KEY = '$array';

export interface ArrayOp {
  /** The new length. */
  len: number;
  /** new[i] starts as old[i - shift]: > 0 means items came in at the front, < 0 that some left it. */
  shift?: number;
  /** Items that moved elsewhere: new[i] starts as old[from[i]] instead, by new index. */
  from?: Record<string, number>;
  /** Items given whole, by new index. */
  set?: Record<string, Json>;
  /** Objects changed in place, as merge patches of the shifted or moved old item, by new index. */
  patch?: Record<string, JsonObject>;
}

/** Thrown when a change cannot be written as a patch (a value that itself looks like an array op). */
export class MergePatchConflict extends Error {
  override name = 'MergePatchConflict';
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy without object members whose value is null, at any depth: merge patch cannot say "set to null". */
export function withoutNulls(value: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, member] of Object.entries(value)) if (member !== null) setMember(out, key, stripNulls(member));
  return out;
}

function stripNulls(value: Json): Json {
  if (Array.isArray(value)) return value.map(stripNulls);
  return isJsonObject(value) ? withoutNulls(value) : value;
}

/**
 * The patch that turns `from` into `to`, or undefined when they are equal. Both must be free of
 * null members (see withoutNulls), or applying the patch will not give `to` back exactly.
 */
export function createMergePatch(from: JsonObject, to: JsonObject): JsonObject | undefined {
  const patch = diffObjects(from, to);
  return patch === UNCHANGED ? undefined : patch;
}

export function applyMergePatch(target: Json | undefined, patch: Json): Json {
  if (!isJsonObject(patch)) return patch;
  if (Array.isArray(target) && isArrayOp(patch)) return applyArrayOp(target, patch[ARRAY_OP_KEY]);
  const out: JsonObject = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else setMember(out, key, applyMergePatch(out[key], value));
  }
  return out;
}

const UNCHANGED = Symbol('unchanged');
type Diff = Json | typeof UNCHANGED;

function diffValues(from: Json, to: Json): Diff {
  if (from === to) return UNCHANGED;
  if (isJsonObject(from) && isJsonObject(to)) return diffObjects(from, to);
  if (Array.isArray(from) && Array.isArray(to)) return diffArrays(from, to);
  if (Array.isArray(from) && isJsonObject(to) && isArrayOp(to)) {
    throw new MergePatchConflict(`An object with the single member ${ARRAY_OP_KEY} replaces an array`);
  }
  return to;
}

function diffObjects(from: JsonObject, to: JsonObject): JsonObject | typeof UNCHANGED {
  const patch: JsonObject = {};
  let changed = false;
  for (const key of Object.keys(from)) {
    if (!Object.hasOwn(to, key)) {
      setMember(patch, key, null);
      changed = true;
    }
  }
  for (const [key, value] of Object.entries(to)) {
    const old = from[key];
    const diff = Object.hasOwn(from, key) && old !== undefined ? diffValues(old, value) : value;
    if (diff !== UNCHANGED) {
      setMember(patch, key, diff);
      changed = true;
    }
  }
  return changed ? patch : UNCHANGED;
}

/** An array op when it is smaller than the new array written whole, else the new array. */
function diffArrays(from: Json[], to: Json[]): Diff {
  const fromKeys = from.map((item) => JSON.stringify(item));
  const toKeys = to.map((item) => JSON.stringify(item));
  if (fromKeys.length === toKeys.length && fromKeys.every((key, i) => key === toKeys[i])) return UNCHANGED;

  const shift = bestShift(fromKeys, toKeys);
  const sources = new ItemSources(from, fromKeys);
  const op: ArrayOp = { len: to.length };
  if (shift !== 0) op.shift = shift;
  for (let i = 0; i < to.length; i++) {
    let j = i - shift;
    if (fromKeys[j] === toKeys[i]) continue;
    const item = to[i]!;
    // An item that moved (a match that went live jumps up the list) starts from where it was.
    const moved = sources.equalTo(toKeys[i]!) ?? sources.sameIdentity(item);
    if (moved !== undefined && moved !== j) {
      (op.from ??= {})[String(i)] = moved;
      j = moved;
      if (fromKeys[j] === toKeys[i]) continue;
    }
    const old = from[j];
    if (isJsonObject(old) && isJsonObject(item)) {
      const patch = diffObjects(old, item);
      if (patch !== UNCHANGED) (op.patch ??= {})[String(i)] = patch;
    } else {
      (op.set ??= {})[String(i)] = item;
    }
  }
  const wrapped: JsonObject = { [ARRAY_OP_KEY]: op as unknown as JsonObject };
  return JSON.stringify(wrapped).length < JSON.stringify(to).length ? wrapped : to;
}

/**
 * Lists move at their ends (a new ball on top, an old block falling off): of no shift, the shift
 * that keeps the old first item and the one that keeps the new first item, the one with the fewest
 * items out of place.
 */
function bestShift(fromKeys: string[], toKeys: string[]): number {
  const shifts = new Set([0]);
  if (fromKeys.length > 0) {
    const added = toKeys.indexOf(fromKeys[0]!);
    if (added > 0) shifts.add(added);
  }
  if (toKeys.length > 0) {
    const removed = fromKeys.indexOf(toKeys[0]!);
    if (removed > 0) shifts.add(-removed);
  }
  let best = { shift: 0, misses: Infinity };
  for (const shift of shifts) {
    let misses = 0;
    for (let i = 0; i < toKeys.length; i++) if (fromKeys[i - shift] !== toKeys[i]) misses++;
    if (misses < best.misses) best = { shift, misses };
  }
  return best.shift;
}

/** Where in the old array an item can start from: an equal item, or an object of the same identity. */
class ItemSources {
  private byKey = new Map<string, number>();
  private byIdentity = new Map<string, number>();

  constructor(from: Json[], fromKeys: string[]) {
    from.forEach((item, j) => {
      if (!this.byKey.has(fromKeys[j]!)) this.byKey.set(fromKeys[j]!, j);
      const identity = identityOf(item);
      if (identity !== undefined && !this.byIdentity.has(identity)) this.byIdentity.set(identity, j);
    });
  }

  equalTo(key: string): number | undefined {
    return this.byKey.get(key);
  }

  sameIdentity(item: Json): number | undefined {
    const identity = identityOf(item);
    return identity === undefined ? undefined : this.byIdentity.get(identity);
  }
}

/** An object's identity: its first member when that is an id (`id`, `match_id`, `pid` …) with a scalar value. */
function identityOf(item: Json): string | undefined {
  if (!isJsonObject(item)) return undefined;
  for (const key in item) {
    const value = item[key];
    const idLike = key === 'id' || key === 'pid' || key.endsWith('_id');
    return idLike && (typeof value === 'number' || typeof value === 'string') ? `${key}:${JSON.stringify(value)}` : undefined;
  }
  return undefined;
}

function isArrayOp(value: JsonObject): value is { [ARRAY_OP_KEY]: JsonObject } {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === ARRAY_OP_KEY && isJsonObject(value[ARRAY_OP_KEY]);
}

function applyArrayOp(target: Json[], raw: JsonObject): Json[] {
  const { len, shift = 0, from = {}, set = {}, patch = {} } = raw;
  if (!isIndex(len) || typeof shift !== 'number' || !Number.isInteger(shift) || !isJsonObject(from) || !isJsonObject(set) || !isJsonObject(patch)) {
    throw new TypeError(`Malformed ${ARRAY_OP_KEY} operation`);
  }
  const out: Json[] = [];
  for (let i = 0; i < len; i++) out.push(target[i - shift] ?? null);
  for (const [index, source] of Object.entries(from)) {
    const i = Number(index);
    if (!isIndex(i) || i >= len || !isIndex(source) || source >= target.length) {
      throw new TypeError(`${ARRAY_OP_KEY} moves an item from or to outside the array`);
    }
    out[i] = target[source]!;
  }
  for (const [index, value] of Object.entries(set)) {
    const i = Number(index);
    if (!isIndex(i) || i >= len) throw new TypeError(`${ARRAY_OP_KEY} sets index ${index} outside the array`);
    out[i] = value;
  }
  for (const [index, value] of Object.entries(patch)) {
    const i = Number(index);
    if (!isIndex(i) || i >= len || !isJsonObject(value)) throw new TypeError(`${ARRAY_OP_KEY} patches index ${index} badly`);
    out[i] = applyMergePatch(out[i], value);
  }
  return out;
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Assigns without invoking the `__proto__` setter, which a hostile JSON key could reach. */
function setMember(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
