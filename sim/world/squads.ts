// Invents each side's squad from the seed: names from regional pools, roles in batting order for the
// first eleven, skills shifted by the side's strength, styles and birth details.
import { slugify } from '../media/urls';
import { type Rng, rngFor } from '../rng';
import { NAME_POOLS, type Region } from './names';
import type { TeamDef } from './team-table';
import type { PlayerRole, SimPlayer, SimTeam } from './types';

/** The XI in batting order: four batters, the keeper, two all-rounders and four bowlers. */
const XI_ROLES: PlayerRole[] = ['bat', 'bat', 'bat', 'bat', 'wk', 'all', 'all', 'bowl', 'bowl', 'bowl', 'bowl'];
const BENCH_ROLES: PlayerRole[] = ['bat', 'bowl', 'wk', 'all', 'bowl', 'bat', 'all'];

// Squad positions filled by overseas players, per franchise league: the XI keeps within the cap.
const OVERSEAS_SLOTS: Partial<Record<TeamDef['group'], number[]>> = {
  ipl: [0, 5, 8, 12],
  bbl: [1, 7, 13],
  t10: [0, 2, 5, 7, 9, 11],
};

const PACE_STYLES = ['Right-arm fast', 'Right-arm fast-medium', 'Right-arm medium-fast', 'Left-arm fast-medium', 'Left-arm medium'];
const SPIN_STYLES = ['Right-arm offbreak', 'Right-arm legbreak', 'Left-arm orthodox', 'Left-arm wrist-spin'];
const PART_TIME_STYLES = ['Right-arm offbreak', 'Right-arm medium', 'Left-arm orthodox', 'Right-arm legbreak'];

/** Birth years are counted from a fixed year, so a player's age does not depend on when the sim starts. */
const AGE_REFERENCE_YEAR = 2026;

export const PID_BASE = 10_000;

export class NameBook {
  private used = new Set<string>();

  /** A name not yet used in this world, first name and surname from the region's pool. */
  take(rng: Rng, region: Region, female: boolean): string {
    const pool = NAME_POOLS[region];
    const firsts = female ? pool.female : pool.male;
    for (let attempt = 0; attempt < 60; attempt++) {
      const fi = rng.int(0, firsts.length - 1);
      const si = rng.int(0, pool.surnames.length - 1);
      // The pools list real pairs side by side; skipping equal positions avoids naming real stars.
      if (fi === si) continue;
      const name = `${firsts[fi]} ${pool.surnames[si]}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    const fallback = `${rng.pick(firsts)} ${String.fromCharCode(65 + rng.int(0, 25))} ${rng.pick(pool.surnames)}`;
    this.used.add(fallback);
    return fallback;
  }
}

function clamp01(x: number): number {
  return Math.min(0.97, Math.max(0.03, x));
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

function shortName(name: string): string {
  const parts = name.split(' ');
  const last = parts.slice(1).join(' ');
  return `${parts[0]?.charAt(0) ?? ''} ${last}`.trim();
}

function skills(rng: Rng, role: PlayerRole, strength: number): { bat: number; bowl: number } {
  const shift = (strength - 0.75) * 0.3;
  const range = (lo: number, hi: number) => clamp01(lo + rng.next() * (hi - lo) + shift);
  switch (role) {
    case 'bat':
      return { bat: range(0.55, 0.9), bowl: range(0.02, 0.22) };
    case 'wk':
      return { bat: range(0.45, 0.8), bowl: 0.03 };
    case 'all':
      return { bat: range(0.42, 0.72), bowl: range(0.45, 0.75) };
    case 'bowl':
      return { bat: range(0.08, 0.32), bowl: range(0.55, 0.9) };
  }
}

function makePlayer(rng: Rng, book: NameBook, def: TeamDef, index: number, role: PlayerRole, region: Region): SimPlayer {
  const pool = NAME_POOLS[region];
  const name = book.take(rng, region, def.group === 'women');
  const skill = skills(rng, role, def.strength);
  const bowls = role === 'bowl' || role === 'all';
  const kind: SimPlayer['bowler_kind'] = bowls ? (rng.chance(pool.spinShare) ? 'spin' : 'pace') : 'none';
  const bowlingStyle =
    kind === 'pace' ? rng.pick(PACE_STYLES) : kind === 'spin' ? rng.pick(SPIN_STYLES) : role === 'wk' ? '' : rng.pick(PART_TIME_STYLES);
  const age = role === 'bowl' && kind === 'pace' ? rng.int(20, 34) : rng.int(19, 37);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const pid = PID_BASE + def.team_id * 100 + index;
  // International sides are all capped; at franchises the overseas stars are, and about half the locals.
  const isInternational = def.kind === 'international' || region !== def.region || (def.group !== 'ranji' && rng.chance(0.45));
  return {
    pid,
    name,
    short_name: shortName(name),
    slug: slugify(name),
    team_id: def.team_id,
    role,
    playing_role: role,
    batting_style: rng.chance(0.27) ? 'Left Handed Bat' : 'Right Handed Bat',
    bowling_style: bowlingStyle,
    birthdate: `${AGE_REFERENCE_YEAR - age}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    birthplace: rng.pick(pool.birthplaces),
    country: pool.country,
    is_international: isInternational,
    batting_skill: round2(skill.bat),
    bowling_skill: round2(skill.bowl),
    bowler_kind: kind,
  };
}

/** A side with its invented squad of 15 to 18 players, the first eleven in batting order. */
export function buildTeam(seed: number, def: TeamDef, book: NameBook): SimTeam {
  const rng = rngFor(seed, 'squad', def.team_id);
  const size = rng.int(15, 18);
  const roles = [...XI_ROLES, ...BENCH_ROLES].slice(0, size);
  const overseasSlots = new Set(OVERSEAS_SLOTS[def.group] ?? []);
  const players = roles.map((role, index) => {
    const region = overseasSlots.has(index) && def.overseas.length > 0 ? rng.pick(def.overseas) : def.region;
    return makePlayer(rng, book, def, index, role, region);
  });
  return {
    team_id: def.team_id,
    name: def.name,
    short_name: def.short_name,
    slug: `${slugify(def.name)}-${def.team_id}`,
    kind: def.kind,
    colors: def.colors,
    country: def.country,
    players,
  };
}
