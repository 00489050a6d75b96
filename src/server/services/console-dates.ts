/** The console's periods are Korean calendar days (YYYYMMDD, Asia/Seoul): their start as a UTC ISO instant. */
export function kstDayStartIso(ymd: string, addDays = 0): string {
  const utc = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + addDays) - 9 * 3_600_000
  return new Date(utc).toISOString()
}
