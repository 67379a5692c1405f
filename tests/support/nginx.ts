import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./free-port";
import { request } from "./prona-process";
import { TEST_TMP } from "./paths";

/** The production configuration the docs recommend; the tests run this file, not a copy of it. */
export const NGINX_CONF = path.resolve("deploy/nginx.conf");

const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"];

/** The nginx binary of this machine (Debian's package `nginx`), if there is one. */
function nginxBinary(): string | undefined {
  return NGINX_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

type NginxTarget = { port: number; prefix: string; upstreams: number[] };

/**
 * deploy/nginx.conf with its "test:" lines rewritten for a test run: the listening port, one upstream
 * line per process, every file under `prefix`, no `user` switch. Everything else (timeouts, headers,
 * buffering, body size, keep-alive) is the production file's. A "test:" line that no longer matches
 * what this expects fails the render, so the file and the tests cannot drift apart silently.
 */
function renderNginxConfig(source: string, target: NginxTarget): string {
  const lines = source.split("\n");
  const out: string[] = [];
  let upstreamsWritten = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!/^\s*# test:/.test(line)) {
      out.push(line);
      continue;
    }
    const directive = lines[++i] ?? "";
    const indent = /^\s*/.exec(directive)![0];
    const [name] = directive.trim().split(/\s+/);
    const file = (base: string) => path.join(target.prefix, base);
    switch (name) {
      case "user":
        break;
      case "pid":
        out.push(`${indent}pid ${file("nginx.pid")};`);
        break;
      case "error_log":
        out.push(`${indent}error_log ${file("error.log")} warn;`);
        break;
      case "access_log":
        out.push(`${indent}access_log ${file("access.log")} prona;`);
        break;
      case "client_body_temp_path":
      case "proxy_temp_path":
      case "fastcgi_temp_path":
      case "uwsgi_temp_path":
      case "scgi_temp_path":
        out.push(`${indent}${name} ${file(name!.replace("_temp_path", ""))};`);
        break;
      case "server":
        if (!upstreamsWritten) {
          const options = directive.trim().split(/\s+/).slice(2).join(" ").replace(/;$/, "");
          for (const port of target.upstreams) out.push(`${indent}server 127.0.0.1:${port} ${options};`);
          upstreamsWritten = true;
        }
        break;
      case "listen":
        out.push(`${indent}listen 127.0.0.1:${target.port};`);
        break;
      default:
        throw new Error(`deploy/nginx.conf: no test rewrite for "${directive.trim()}"`);
    }
  }
  if (!upstreamsWritten) throw new Error("deploy/nginx.conf: no upstream server line marked for the tests");
  return out.join("\n");
}

export type Nginx = {
  port: number;
  /** The master process (its workers are its children). */
  pid: number;
  baseUrl: string;
  prefix: string;
  /** Lines of nginx's access log (format `prona`, with rid=$request_id). */
  accessLog(): string[];
  /** Lines of nginx's error log (level warn and above). */
  errorLog(): string[];
  stop(): Promise<void>;
};

/** nginx from deploy/nginx.conf in front of the processes listening on `upstreams`, on `port` (or a free one). */
export async function startNginx(upstreams: number[], port?: number): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  port ??= await freePort();
  const prefix = path.join(TEST_TMP, `nginx-${randomBytes(6).toString("hex")}`);
  fs.mkdirSync(prefix, { recursive: true });
  const confPath = path.join(prefix, "nginx.conf");
  fs.writeFileSync(confPath, renderNginxConfig(fs.readFileSync(NGINX_CONF, "utf8"), { port, prefix, upstreams }));
  const check = spawnSync(binary, ["-t", "-q", "-p", prefix, "-c", confPath, "-e", path.join(prefix, "error.log")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);

  const child: ChildProcess = spawn(binary, ["-p", prefix, "-c", confPath, "-e", path.join(prefix, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited during start-up:\n${output}`);
    const answer = await request({ port, path: "/api/health" }).catch(() => undefined);
    if (answer) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const accessLogPath = path.join(prefix, "access.log");
  const errorLogPath = path.join(prefix, "error.log");
  const lines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : []);
  return {
    port,
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    prefix,
    accessLog: () => lines(accessLogPath),
    errorLog: () => lines(errorLogPath),
    async stop() {
      process.off("exit", killOnExit);
      // SIGQUIT: a graceful stop (SIGTERM is nginx's fast shutdown).
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
