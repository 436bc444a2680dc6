/** Runs `body` with the process in time zone `zone` (Node re-reads `TZ` when it is assigned). */
export function inTimeZone(zone: string, body: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
