// Calendar boundaries in Kosovo's time zone (Europe/Belgrade), so "today" and "this month" on the
// dashboard mean what an administrator in Prishtinë means, whatever the server's zone.

const ZONE = "Europe/Belgrade";
const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function local(date: Date) {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value])) as Record<string, string>;
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(date: Date): number {
  const l = local(date);
  return Date.UTC(l.y, l.m - 1, l.d, l.h, l.min, l.s) - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant of local midnight at the start of y-m-d (month may overflow, as Date.UTC allows). */
function kosovoMidnight(y: number, m: number, d: number): Date {
  const guess = new Date(Date.UTC(y, m - 1, d));
  return new Date(guess.getTime() - offsetAt(guess));
}

export function startOfToday(now: Date = new Date()): Date {
  const l = local(now);
  return kosovoMidnight(l.y, l.m, l.d);
}

export function startOfMonth(now: Date = new Date(), monthsBack = 0): Date {
  const l = local(now);
  return kosovoMidnight(l.y, l.m - monthsBack, 1);
}

/** "2026-11" for the month an instant falls in, in Kosovo. */
export function monthKey(date: Date): string {
  const l = local(date);
  return `${l.y}-${String(l.m).padStart(2, "0")}`;
}

/** "2026-11-25": the calendar day an instant falls on, in Kosovo. */
export function kosovoDay(date: Date): string {
  const l = local(date);
  return `${l.y}-${String(l.m).padStart(2, "0")}-${String(l.d).padStart(2, "0")}`;
}
