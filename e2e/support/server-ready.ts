import fs from "node:fs";
import { beforeAll, inject } from "vitest";
import { sessionsFile } from "./sessions";

// The app of the browser tests starts while the unit and API tests run (global-setup.ts): each file
// waits until it answers /api/ready and the demo accounts' sessions are stored (at once, usually), and
// fails with the app's output if it stopped or never got ready.
beforeAll(async () => {
  const log = `${inject("dataDir")}.log`;
  const exit = `${inject("dataDir")}.exit`;
  const deadline = Date.now() + 110_000;
  for (;;) {
    const ready = await fetch(`${inject("baseUrl")}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready && fs.existsSync(sessionsFile(inject("dataDir")))) return;
    const output = fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "";
    if (fs.existsSync(exit)) throw new Error(`The app stopped (${fs.readFileSync(exit, "utf8")}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`The app did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);
