import { describe, expect, it } from 'vitest';
import { compactCount, indianNumber } from '../../../shared/format/count';

describe('compactCount', () => {
  it('shows counts below 1,000 as they are', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(7)).toBe('7');
    expect(compactCount(999)).toBe('999');
  });

  it('switches to K+ at exactly 1,000', () => {
    expect(compactCount(1_000)).toBe('1K+');
  });

  it('keeps one decimal, rounded down so the plus never overstates', () => {
    expect(compactCount(1_500)).toBe('1.5K+');
    expect(compactCount(1_999)).toBe('1.9K+');
    expect(compactCount(4_100)).toBe('4.1K+');
    expect(compactCount(99_999)).toBe('99.9K+');
  });

  it('drops a zero decimal', () => {
    expect(compactCount(2_049)).toBe('2K+');
    expect(compactCount(20_000)).toBe('20K+');
  });

  it('switches to L+ at exactly 100,000', () => {
    expect(compactCount(99_999)).toMatch(/K\+$/);
    expect(compactCount(100_000)).toBe('1L+');
    expect(compactCount(250_000)).toBe('2.5L+');
    expect(compactCount(9_999_999)).toBe('99.9L+');
  });

  it('switches to Cr+ at exactly 10,000,000', () => {
    expect(compactCount(10_000_000)).toBe('1Cr+');
    expect(compactCount(12_345_678)).toBe('1.2Cr+');
    expect(compactCount(1_500_000_000)).toBe('150Cr+');
  });

  it('reads negative, fractional and non-finite input as a whole count of at least zero', () => {
    expect(compactCount(-5)).toBe('0');
    expect(compactCount(12.9)).toBe('12');
    expect(compactCount(Number.NaN)).toBe('0');
    expect(compactCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('indianNumber', () => {
  it('groups digits the Indian way', () => {
    expect(indianNumber(1_234_567)).toBe('12,34,567');
    expect(indianNumber(123_456_789)).toBe('12,34,56,789');
  });

  it('leaves numbers below 1,000 ungrouped', () => {
    expect(indianNumber(999)).toBe('999');
    expect(indianNumber(1_000)).toBe('1,000');
  });
});
