import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { jobRuns, platformSettings } from "~/.server/db/schema";
import { onPostgres } from "../../../tests/support/services";
import { setupTestApi } from "../../../tests/support/test-api";
import { createScheduler, defineJob } from "./scheduler";

const { services } = setupTestApi();

/** A job that counts its runs (in memory) and writes a row with the transaction it is given. */
function countingJob(name: string, schedule: Parameters<typeof defineJob>[0]["schedule"], fail = false) {
  const state = { runs: 0, afterCommit: 0 };
  const job = defineJob({
    name,
    schedule,
    async run(context) {
      state.runs++;
      await context.tx.insert(platformSettings).values({ key: `${name}-${state.runs}`, value: {} });
      context.afterCommit(async () => void state.afterCommit++);
      if (fail) throw new Error("the job failed");
      return state.runs;
    },
  });
  return { job, state };
}

async function rowsOf(prefix: string) {
  return services.db
    .select()
    .from(platformSettings)
    .where(sql`${platformSettings.key} like ${`${prefix}-%`}`);
}

describe("the job scheduler", () => {
  it("runs an interval job once per period, across schedulers (processes) too", async () => {
    const { job, state } = countingJob("every-20s", { everySeconds: 20 });
    const a = createScheduler(services, [job]);
    const b = createScheduler(services, [job]);
    const t0 = new Date("2026-11-25T10:00:00Z");
    // Two processes at the same moment: one runs it, the other finds it done (or locked).
    const [first, second] = await Promise.all([a.runDue(t0), b.runDue(t0)]);
    const statuses = [first[0]!.status, second[0]!.status].sort();
    expect(statuses[1]).toBe("ran");
    expect(["busy", "not-due"]).toContain(statuses[0]);
    expect(state.runs).toBe(1);
    expect((await b.runDue(new Date(t0.getTime() + 5_000)))[0]!.status).toBe("not-due");
    expect((await b.runDue(new Date(t0.getTime() + 20_000)))[0]!.status).toBe("ran");
    expect(state.runs).toBe(2);
    expect(state.afterCommit).toBe(2);
    const [row] = await services.db.select().from(jobRuns).where(eq(jobRuns.name, "every-20s"));
    expect(row).toMatchObject({ runs: 2, last_error: null });
  });

  it("rolls a failed run back, records the error, and skips its after-commit work", async () => {
    const { job, state } = countingJob("failing", { everySeconds: 60 }, true);
    const outcome = await createScheduler(services, [job]).runNow("failing");
    expect(outcome.status).toBe("failed");
    expect(await rowsOf("failing")).toEqual([]);
    expect(state.afterCommit).toBe(0);
    const [row] = await services.db.select().from(jobRuns).where(eq(jobRuns.name, "failing"));
    expect(row?.last_error).toBe("the job failed");
  });

  it("runs a daily job once per Kosovo day after its time, and catches up a missed day", async () => {
    const { job, state } = countingJob("daily-3am", { dailyAt: "03:00" });
    const s = createScheduler(services, [job]);
    // Summer time (UTC+2): 03:00 in Kosovo is 01:00 UTC.
    expect((await s.runDue(new Date("2026-07-01T01:30:00Z")))[0]!.status).toBe("ran");
    expect((await s.runDue(new Date("2026-07-01T22:30:00Z")))[0]!.status).toBe("not-due"); // 00:30 on July 2nd in Kosovo
    expect((await s.runDue(new Date("2026-07-02T00:59:00Z")))[0]!.status).toBe("not-due");
    expect((await s.runDue(new Date("2026-07-02T01:01:00Z")))[0]!.status).toBe("ran");
    // Down for three days: one run when it comes back.
    expect((await s.runDue(new Date("2026-07-05T12:00:00Z")))[0]!.status).toBe("ran");
    expect((await s.runDue(new Date("2026-07-05T13:00:00Z")))[0]!.status).toBe("not-due");
    expect(state.runs).toBe(3);
  });

  it.runIf(onPostgres)("skips a run while another process holds the job's lock", async () => {
    const { job, state } = countingJob("locked", { everySeconds: 20 });
    const url = (services.database.pool!.options as { connectionString: string }).connectionString;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock(hashtext('prona-job:locked'))");
      expect((await createScheduler(services, [job]).runNow("locked")).status).toBe("busy");
      expect(state.runs).toBe(0);
      await other.query("COMMIT");
      expect((await createScheduler(services, [job]).runNow("locked")).status).toBe("ran");
    } finally {
      await other.end();
    }
  });
});
