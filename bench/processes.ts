// The processes a benchmark starts (Prona, a bare server, a browser) and waits for (ports: tests/support/free-port.ts).
import { type ChildProcess, spawn } from "node:child_process";

/** Waits until `url` answers 200; fails with the process's output should it exit first. */
export async function waitFor(url: string, child: ChildProcess, output: () => string = () => "") {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the process exited:\n${output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

/** Starts a process with only PATH and `env`, keeps its output, and kills it when the benchmark ends. */
export function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, { cwd, env: { PATH: process.env.PATH, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  process.once("exit", () => child.kill("SIGKILL"));
  return { child, output: () => output };
}
