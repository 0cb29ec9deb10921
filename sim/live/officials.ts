// Match officials, invented per match from the seed: two on-field umpires, a TV umpire and a
// referee. Fictional names, so no real official is attached to an invented result.
import { rngFor } from '../rng';

const UMPIRES = [
  'Anand Kulkarni (IND)', 'Graham Pellow (ENG)', 'Rohan Weeratunga (SL)', 'Dean Carlisle (AUS)', 'Imtiaz Qadri (PAK)',
  'Marlon Baptiste (WI)', 'Pieter van Wyk (SA)', 'Hamish Caldwell (NZ)', 'Sharif Uddin (BAN)', 'Nikhil Deshpande (IND)',
  'Owen Threlfall (ENG)', 'Callum Rennie (AUS)', 'Farid Ahmadi (AFG)', 'Tendai Moyo (ZIM)',
];
const REFEREES = ['Alan Wickham (ENG)', 'Javed Siddiqui (PAK)', 'Ravi Sundaram (IND)', 'Bruce Kettle (AUS)', 'Desmond Hayes (WI)'];

export function officials(seed: number, matchId: number): { umpires: string; referee: string } {
  const rng = rngFor(seed, 'officials', matchId);
  const [u1, u2, tv] = rng.shuffle(UMPIRES);
  return { umpires: `${u1}, ${u2}, ${tv} (TV umpire)`, referee: rng.pick(REFEREES) };
}
