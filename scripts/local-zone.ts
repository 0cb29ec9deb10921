// The zone a local edge places every fan in. On Cloudflare each fan's comes from where they are
// (request.cf.timezone); the local runtime's request.cf is a fixed stand-in (America/Chicago), so a
// local site takes the machine's zone instead, as a fan's browser and the edge would agree on, or
// FAN_TIME_ZONE when set (to try a fan whose device is in another zone than the edge's).
export function localFanTimeZone(): string {
  return process.env.FAN_TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
}
