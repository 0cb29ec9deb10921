import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import {
  FlagSchema,
  IdSchema,
  NumberLikeSchema,
  OptionalFlagSchema,
  OptionalIdSchema,
  OptionalNumberSchema,
  OptionalTextSchema,
  SlugSchema,
  lenientArray,
} from '../../../shared/schemas/primitives';

describe('IdSchema', () => {
  it('accepts a positive integer as a number or a numeric string', () => {
    expect(IdSchema.parse(87006)).toBe(87006);
    expect(IdSchema.parse('87006')).toBe(87006);
    expect(IdSchema.parse(' 42 ')).toBe(42);
  });

  it('rejects zero, negatives, fractions, blanks and words', () => {
    for (const bad of [0, -1, 1.5, '', '12a', '1.5', '-3', null, undefined, true]) {
      expect(IdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('OptionalIdSchema', () => {
  it('reads missing, null, empty and zero as absent', () => {
    for (const absent of [null, '', 0]) expect(OptionalIdSchema.parse(absent)).toBeNull();
    expect(OptionalIdSchema.parse(undefined)).toBeUndefined();
  });

  it('still rejects a malformed id', () => {
    expect(OptionalIdSchema.safeParse('abc').success).toBe(false);
  });
});

describe('number and text fields', () => {
  it('reads numeric strings as numbers', () => {
    expect(NumberLikeSchema.parse('7.52')).toBe(7.52);
    expect(NumberLikeSchema.parse('-0.5')).toBe(-0.5);
    expect(NumberLikeSchema.safeParse('7 runs').success).toBe(false);
  });

  it('reads an empty optional number as absent', () => {
    expect(OptionalNumberSchema.parse('')).toBeNull();
    expect(OptionalNumberSchema.parse(undefined)).toBeUndefined();
  });

  it('keeps text that arrives as a number as text', () => {
    expect(OptionalTextSchema.parse(19.4)).toBe('19.4');
    expect(OptionalTextSchema.parse('187/6')).toBe('187/6');
  });

  it('refuses a blank slug', () => {
    expect(SlugSchema.safeParse('  ').success).toBe(false);
  });
});

describe('flags', () => {
  it('reads booleans, 0/1 and their strings', () => {
    expect([true, 1, '1', 'true'].map((v) => FlagSchema.parse(v))).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false', ''].map((v) => FlagSchema.parse(v))).toEqual([false, false, false, false, false]);
  });

  it('defaults a missing or null optional flag to false', () => {
    expect(OptionalFlagSchema.parse(undefined)).toBe(false);
    expect(OptionalFlagSchema.parse(null)).toBe(false);
  });

  it('rejects other values', () => {
    expect(FlagSchema.safeParse('yes').success).toBe(false);
  });
});

describe('lenientArray', () => {
  const Ids = lenientArray(IdSchema);

  it('drops malformed items and keeps the rest', () => {
    expect(Ids.parse([1, 'x', '3', null])).toEqual([1, 3]);
  });

  it('reads missing or null as an empty list', () => {
    expect(Ids.parse(undefined)).toEqual([]);
    expect(Ids.parse(null)).toEqual([]);
  });

  it('still rejects something that is not a list at all', () => {
    expect(Ids.safeParse('1,2').success).toBe(false);
  });

  it('keeps a missing field missing-tolerant inside an object', () => {
    expect(z.looseObject({ ids: Ids }).parse({})).toEqual({ ids: [] });
  });
});
