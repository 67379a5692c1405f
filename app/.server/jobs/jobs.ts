import { runListingLifecycle } from "../properties/lifecycle-job";
import { deliverAlerts } from "../saved-searches/send-alerts";
import { createMissingMediumVariants } from "../storage/medium-variants";
import { removeOrphanPhotos } from "../storage/orphan-photos";
import { defineJob } from "./scheduler";

// Every periodic job of the app. To add one: write its `run` (database work on `context.tx`, e-mails
// and events in `context.afterCommit`) and add one `defineJob(...)` line here.
export const JOBS = [
  // Saved-search alerts, instant: every 20 s, so an alert leaves within a minute of the listing going live.
  defineJob({ name: "saved-search-alerts", schedule: { everySeconds: 20 }, run: (context) => deliverAlerts(context, "instant") }),
  // The daily digest of saved searches with daily alerts: 08:00 Kosovo time, caught up if missed.
  defineJob({ name: "saved-search-digest", schedule: { dailyAt: "08:00" }, run: (context) => deliverAlerts(context, "daily") }),
  // Listings' expiry, reminders and the end of "sold" in search: every 5 minutes, catching up after downtime.
  defineJob({ name: "listing-lifecycle", schedule: { everySeconds: 300 }, run: (context) => runListingLifecycle(context) }),
  // Photo files no row names (a process killed between storing photos and committing): hourly, local disk only.
  defineJob({ name: "orphan-photos", schedule: { everySeconds: 3600 }, run: (context) => removeOrphanPhotos(context) }),
  // Medium variants for photos stored before there were any: a batch a minute until all have one. The
  // resizing happens after the run's transaction (it takes seconds; PGlite would wait for all of it).
  defineJob({
    name: "photo-medium-variants",
    schedule: { everySeconds: 60 },
    run: async (context) => {
      context.afterCommit(async () => void (await createMissingMediumVariants(context.services)));
    },
  }),
];
