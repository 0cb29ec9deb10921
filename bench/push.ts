// `npm run bench:push`: one wicket to N subscriptions of one team (1k, 10k by default, or
// PUSH_SUBSCRIPTIONS=500,2000), on a local site in the direct runtime (the Worker as Cloudflare runs
// it, Miniflare's queues) with the tests' own push service (tests/support/push-service.ts) answering
// every push after checking its VAPID signature and decrypting it. Prints a JSON line per N: the time
// from the simulator's wicket to the first and the last delivery, deliveries, the push service's
// answers, and the Worker's CPU per push (workerd's, less its rate before the wicket, when only the
// match's topic polled). The push service's own decryption runs in this process, not in workerd.
import { LOCAL_ADMIN_TOKEN } from '../scripts/local-secrets';
import { newVapidKeyPair, vapidVars } from '../scripts/vapid-keys';
import type { PushNotification } from '../shared/schemas/push-subscription';
import { LiveSocket } from '../tests/edge/live-socket';
import { forward, LoopbackPushService, PUSH_SERVICE_HOST } from '../tests/support/push-service';
import { nextKeyEvent, pinSimClock, releaseSimClock, seekMatch } from '../tests/support/sim-control';
import { startSite } from '../tests/support/site';
import type { WireMatch } from '../tests/support/wire-match';
import { childRuntime, cpuSeconds, quantile, round, sleep } from './live-support';

const sizes = (process.env.PUSH_SUBSCRIPTIONS ?? '1000,10000').split(',').map(Number);
const SUBSCRIBE_CONCURRENCY = 16;
const IDLE_WINDOW_MS = 5_000;
const DELIVERY_TIMEOUT_MS = 300_000;

/** One call per device to /push/subscription, SUBSCRIBE_CONCURRENCY at a time. */
async function eachDevice<T>(devices: T[], method: 'PUT' | 'DELETE', body: (device: T) => unknown): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: SUBSCRIBE_CONCURRENCY }, async () => {
      while (next < devices.length) {
        const device = devices[next++]!;
        const response = await fetch(`${site.url}/push/subscription`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(device)) });
        if (response.status !== 204) throw new Error(`${method} /push/subscription: HTTP ${response.status} ${await response.text()}`);
      }
    }),
  );
}

const vapid = await newVapidKeyPair();
const push = new LoopbackPushService();
const site = await startSite({
  runtime: 'direct',
  ballMs: 2000,
  vars: { ...vapidVars(vapid), PUSH_SERVICE_HOSTS: PUSH_SERVICE_HOST },
  rateLimits: { API_MISS_LIMIT: 1_000_000_000 },
  outbound: (request) => (push.handles(request) ? push.handle(request) : forward(request)),
});
const workerd = childRuntime();

try {
  for (const size of sizes) {
    await releaseSimClock(site.simUrl);
    const match = await seekMatch<WireMatch>(site.simUrl, 'stays-in-play', { awaiting: 'wicket', within: 24 });
    await pinSimClock(site.simUrl);
    // The match may be an earlier run's: its devices are unsubscribed after it (below).
    const team = match.teama!.team_id;
    const devices = Array.from({ length: size }, () => push.subscribe(vapid.publicKey));
    const endpoints = new Set(devices.map((d) => d.subscription.endpoint));
    await eachDevice(devices, 'PUT', (device) => ({ subscription: device.subscription, teams: [{ team_id: team, alerts: ['wicket'] }] }));
    const counts = (await (await fetch(`${site.url}/push/teams/${team}`, { headers: { 'x-admin-token': LOCAL_ADMIN_TOKEN } })).json()) as { subscriptions: number };

    const topic = `match/${match.match_id}`;
    const socket = await LiveSocket.open(site.url, topic);
    socket.subscribe(topic);
    await socket.next('snapshot');
    const pids = workerd.pids();
    const idleFrom = cpuSeconds(pids);
    await sleep(IDLE_WINDOW_MS);
    const idleRate = (cpuSeconds(pids) - idleFrom) / (IDLE_WINDOW_MS / 1000);

    const answeredBefore = push.answered.length;
    const cpuFrom = cpuSeconds(pids);
    const bowled = Date.now();
    const told = (await nextKeyEvent(site.simUrl, match.match_id, 'wicket')).replace('WICKET!', 'Wicket!');
    const arrivals = () => push.delivered.filter((d) => endpoints.has(d.endpoint) && (d.message as PushNotification).body.startsWith(told));
    while (arrivals().length < size && Date.now() - bowled < DELIVERY_TIMEOUT_MS) await sleep(100);
    const landed = arrivals().map((d) => d.at - bowled).sort((a, b) => a - b);
    const seconds = (Date.now() - bowled) / 1000;
    const cpu = cpuSeconds(pids) - cpuFrom - idleRate * seconds;
    await socket.close();

    const statuses: Record<string, number> = {};
    for (const answer of push.answered.slice(answeredBefore)) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    console.log(
      JSON.stringify({
        bench: 'push',
        subscriptions: size,
        team_subscriptions: counts.subscriptions,
        delivered: landed.length,
        lost: size - landed.length,
        first_ms: landed[0] ?? null,
        p50_ms: round(quantile(landed, 0.5), 0),
        last_ms: landed.at(-1) ?? null,
        statuses,
        refused: push.refused.length,
        workerd_cpu_ms_per_push: round((cpu * 1000) / Math.max(1, landed.length), 3),
      }),
    );
    await eachDevice(devices, 'DELETE', (device) => ({ endpoint: device.subscription.endpoint, team_ids: [team] }));
  }
} finally {
  await releaseSimClock(site.simUrl).catch(() => undefined);
  await site.stop();
}
