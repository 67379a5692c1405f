import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { jobRuns } from "../db/schema";
import type { Services } from "../services";

// A small in-app scheduler for periodic jobs (saved-search alerts; later listing expiry, cleanup).
//
// Every process runs the same scheduler; each run of a job happens in one transaction that first takes
// a PostgreSQL advisory lock for that job (pg_try_advisory_xact_lock: a process that finds it taken
// skips the run) and then reads the job's row in job_runs, so across all processes a job runs once per
// period: an interval job when its last start is at least its interval ago, a daily job when the day's
// time (Kosovo's clock, Europe/Belgrade) has passed and it has not yet run for it, which also catches up
// a run missed while no process was up. The same code works on PGlite (one process, the lock is
// uncontended). The job's database work is in that transaction, so it commits with the record of the
// run; what must not hold the transaction open (e-mails, live events) goes in `afterCommit`.
//
// Registering a job: add `defineJob({ name, schedule, run })` to the list in jobs/jobs.ts.

const KOSOVO_TIME_ZONE = "Europe/Belgrade";

type JobSchedule = { everySeconds: number } | { dailyAt: `${number}:${number}` };

export type JobContext = {
  /** The transaction that holds the job's lock: do the job's database work with it (and only it). */
  tx: DbOrTx;
  services: Services;
  /** The time of this run (a test may set it). */
  now: Date;
  /** Work to do once the transaction has committed (send e-mails, publish live events). */
  afterCommit(work: () => Promise<void>): void;
};

export type Job<R = unknown> = {
  /** Unique; also names the job's lock and its row in job_runs. */
  name: string;
  schedule: JobSchedule;
  run(context: JobContext): Promise<R>;
};

export function defineJob<R>(job: Job<R>): Job<R> {
  return job;
}

type JobOutcome<R = unknown> =
  | { job: string; status: "ran"; result: R }
  /** Another process holds the job's lock right now. */
  | { job: string; status: "busy" }
  /** It already ran for this period (here or in another process). */
  | { job: string; status: "not-due" }
  | { job: string; status: "failed"; error: unknown };

export type Scheduler = {
  /** Starts the timer (a check every `tickMs`). */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs every job that is due now (what the timer does); `now` for tests. */
  runDue(now?: Date): Promise<JobOutcome[]>;
  /** Runs one job now, due or not (still under its lock): for tests and operators. */
  runNow<R = unknown>(name: string, options?: { now?: Date }): Promise<JobOutcome<R>>;
};

/** The time a job is due for at `now`, or null when it is not due (given when it last ran). */
async function dueAt(
  tx: DbOrTx,
  { schedule, now, last }: { schedule: JobSchedule; now: Date; last: { started: Date | null; due: Date | null } },
): Promise<Date | null> {
  if ("everySeconds" in schedule) {
    // A little slack, so timers a few milliseconds early do not skip a whole period.
    const ready = !last.started || now.getTime() - last.started.getTime() >= schedule.everySeconds * 1000 - 500;
    return ready ? now : null;
  }
  // The latest daily time at or before `now` on Kosovo's clock (daylight saving included).
  const [row] = await tx
    .execute(
      sql`
    WITH d AS (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${KOSOVO_TIME_ZONE})::date AS day)
    SELECT CASE WHEN ((day + ${schedule.dailyAt}::time) AT TIME ZONE ${KOSOVO_TIME_ZONE}) <= ${now.toISOString()}::timestamptz
                THEN ((day + ${schedule.dailyAt}::time) AT TIME ZONE ${KOSOVO_TIME_ZONE})
                ELSE ((day - 1 + ${schedule.dailyAt}::time) AT TIME ZONE ${KOSOVO_TIME_ZONE}) END AS due
    FROM d`,
    )
    .then((r) => (r as unknown as { rows: { due: string | Date }[] }).rows);
  const due = new Date(row!.due);
  return !last.due || last.due.getTime() < due.getTime() ? due : null;
}

/** Runs one job under its lock; `force` runs it even when not due. */
async function runJob<R>(services: Services, { job, now, force }: { job: Job<R>; now: Date; force: boolean }): Promise<JobOutcome<R>> {
  const after: (() => Promise<void>)[] = [];
  let outcome: JobOutcome<R>;
  try {
    outcome = await services.db.transaction(async (tx) => {
      const locked = await tx
        .execute(sql`SELECT pg_try_advisory_xact_lock(hashtext(${`prona-job:${job.name}`})) AS locked`)
        .then((r) => (r as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked);
      if (!locked) return { job: job.name, status: "busy" } as const;
      await tx.insert(jobRuns).values({ name: job.name }).onConflictDoNothing();
      const [last] = await tx.select().from(jobRuns).where(eq(jobRuns.name, job.name));
      const due = await dueAt(tx, {
        schedule: job.schedule,
        now,
        last: { started: last?.last_started_at ?? null, due: last?.last_due_at ?? null },
      });
      if (!due && !force) return { job: job.name, status: "not-due" } as const;
      const result = await job.run({ tx, services, now, afterCommit: (work) => void after.push(work) });
      await tx
        .update(jobRuns)
        .set({
          last_started_at: now,
          last_finished_at: sql`now()`,
          last_due_at: due ?? now,
          last_error: null,
          runs: sql`${jobRuns.runs} + 1`,
        })
        .where(eq(jobRuns.name, job.name));
      return { job: job.name, status: "ran", result } as const;
    });
  } catch (error) {
    services.logger.error({ err: error, job: job.name }, "job failed");
    // The run's transaction rolled back (its row in job_runs too, on a first run): note the error apart.
    const lastError = error instanceof Error ? error.message : String(error);
    await services.db
      .insert(jobRuns)
      .values({ name: job.name, last_error: lastError })
      .onConflictDoUpdate({ target: jobRuns.name, set: { last_error: lastError } })
      .catch(() => undefined);
    return { job: job.name, status: "failed", error };
  }
  for (const work of after) {
    await work().catch((error: unknown) => services.logger.error({ err: error, job: job.name }, "job follow-up failed"));
  }
  return outcome;
}

/**
 * The scheduler of one process for these jobs. Nothing runs until start(); tests leave it stopped and
 * call runNow/runDue, so every run is deterministic.
 */
export function createScheduler(
  services: Services,
  jobs: readonly Job[],
  options: { tickMs?: number; clock?: () => Date } = {},
): Scheduler {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    names.add(job.name);
  }
  const clock = options.clock ?? (() => new Date());
  const tickMs = options.tickMs ?? 5_000;
  // When this process next looks at each job (the database decides whether it is really due).
  const nextCheck = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;

  async function runDue(now = clock()): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      if ((nextCheck.get(job.name) ?? 0) > now.getTime()) continue;
      const period = "everySeconds" in job.schedule ? job.schedule.everySeconds * 1000 : 60_000;
      nextCheck.set(job.name, now.getTime() + period);
      const outcome = await runJob(services, { job, now, force: false });
      // Which process ran a job, and that the others looked and left it, is what shows it ran once.
      if (outcome.status !== "failed") {
        const level = outcome.status === "ran" ? "info" : "debug";
        services.logger[level]({ job: job.name, status: outcome.status }, "job checked");
      }
      outcomes.push(outcome);
    }
    return outcomes;
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runDue().finally(() => (running = undefined));
      }, tickMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    runDue: (now) => {
      // A run by hand checks every job, whatever this process last looked at.
      nextCheck.clear();
      return runDue(now);
    },
    async runNow<R>(name: string, runOptions: { now?: Date } = {}) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      return runJob(services, { job: job as Job<R>, now: runOptions.now ?? clock(), force: true });
    },
  };
}
