import { describe, expect, it } from 'vitest';
import type { MatchDetail } from '../../../shared/schemas/scorecard';
import { keyMoments } from '../../../web/src/features/match-centre/key-moments';

function match(commentaries: object[], runs = 10, status: MatchDetail['status'] = 'Live'): MatchDetail {
  return {
    match_id: 1,
    status,
    status_note: '<b>India won by 5 runs</b>',
    info: { commentaries, batsmen: [{ batsman_id: 7, name: 'Rohit', runs }] },
  } as unknown as MatchDetail;
}
const ball = (id: number) => ({ event: 'ball' as const, event_id: id, inning_number: 1, over: 3, ball: id, commentary: 'one run', run: 1 });

describe('key moments for the polite live region', () => {
  it('says nothing on the first snapshot or for plain balls', () => {
    expect(keyMoments(null, match([ball(1)]))).toEqual([]);
    expect(keyMoments(match([ball(1)]), match([ball(2), ball(1)]))).toEqual([]);
  });

  it('announces new wickets and over ends, oldest first', () => {
    const wicket = { ...ball(3), event: 'wicket', commentary: 'bowled him', score: '40/2' };
    const over = { event: 'overend', event_id: 4, inning_number: 1, over: 4, run: 7, team: 'IND', score: '40/2', commentary: '' };
    expect(keyMoments(match([ball(1)]), match([over, wicket, ball(1)]))).toEqual([
      'Wicket! bowled him Score 40/2.',
      'End of over 4: 7 runs, IND 40/2.',
    ]);
  });

  it('announces fifties, hundreds and the result once', () => {
    expect(keyMoments(match([], 48), match([], 52))).toEqual(['Rohit reaches fifty']);
    expect(keyMoments(match([], 98), match([], 101))).toEqual(['Rohit reaches a hundred']);
    expect(keyMoments(match([], 52), match([], 55))).toEqual([]);
    expect(keyMoments(match([], 55), match([], 55, 'Completed'))).toEqual(['India won by 5 runs']);
  });
});
