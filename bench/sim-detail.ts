// `npm run bench:sim`: what the simulator spends building a live T20's match detail (GET
// /v1/matches/{id}), the answer every match topic's poll reads. Builds it BENCH_RUNS times (default
// 200) at successive balls of a chase, after a warm-up, and prints one JSON line: the median and the
// 95th percentile in ms. Timed here, not in a unit test, whose answer would depend on how busy the
// machine is (it once failed a fresh-clone run beside a browser).
import { matchDetail } from '../sim/live/match-view';
import { ballScript } from '../sim/live/ball-script';
import { BALL_MS, smallWorld } from '../tests/unit/sim/live-small-world';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const world = smallWorld(7);
const t20 = world.fixture(87001);
if (!t20) throw new Error('no T20 fixture 87001 in the small world');
const script = ballScript(world, t20);
const chase = script.innings[1]!;
const midChase = t20.startMs + (script.deliveries[chase.from + 40]!.slot + 1) * BALL_MS;

for (let k = 0; k < 20; k++) matchDetail(world, t20, midChase + k * BALL_MS);
const times: number[] = [];
for (let k = 0; k < runs; k++) {
  const started = performance.now();
  matchDetail(world, t20, midChase + (k % 60) * BALL_MS);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3));
console.log(JSON.stringify({ bench: 'sim-match-detail', runs, median_ms: at(0.5), p95_ms: at(0.95) }));
