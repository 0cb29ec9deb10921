import { describe, expect, it } from 'vitest';
import { ARRAY_OP_KEY, applyMergePatch, type Json } from '../../../shared/merge-patch';
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

  describe('read again after a merge patch', () => {
    // An item schema that counts the items it reads.
    let reads = 0;
    const Ball = z.pipe(
      z.looseObject({ id: IdSchema, text: z.string() }),
      z.transform((ball) => {
        reads += 1;
        return ball;
      }),
    );
    const State = z.looseObject({ balls: lenientArray(Ball) });

    it('parses only the items the patch touched, and gives the same data for the rest', () => {
      const before = {
        balls: [
          { id: 3, text: 'four' },
          { id: 2, text: 'dot' },
          { id: 1, text: 'two' },
        ] as Json[],
      };
      reads = 0;
      const first = State.parse(before);
      expect(reads).toBe(3);
      // A new ball on top, the oldest one corrected, as the edge sends them.
      const after = applyMergePatch(before, {
        balls: { [ARRAY_OP_KEY]: { len: 4, shift: 1, set: { '0': { id: 4, text: 'six' } }, patch: { '3': { text: 'wide' } } } },
      });
      reads = 0;
      const second = State.parse(after);
      expect(reads).toBe(2);
      expect(second.balls.map((ball) => ball.text)).toEqual(['six', 'four', 'dot', 'wide']);
      expect(second.balls[1]).toBe(first.balls[0]);
      expect(second.balls[2]).toBe(first.balls[1]);
    });

    it('keeps leaving out an item it could not read, without reading it again', () => {
      const items: unknown[] = [
        { id: 'x', text: 'bad' },
        { id: 5, text: 'good' },
      ];
      reads = 0;
      expect(State.parse({ balls: items }).balls).toHaveLength(1);
      expect(State.parse({ balls: [...items] }).balls).toHaveLength(1);
      expect(reads).toBe(1);
    });
  });
});
