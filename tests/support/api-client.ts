import { randomBytes, randomInt } from "node:crypto";
import type { Api } from "~/.server/api/app";

export type ApiResponse<T = Record<string, unknown>> = {
  status: number;
  body: T;
  headers: Headers;
};

/** A random address, so tests do not share rate-limit buckets unless they mean to. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@test.prona`;
}

/**
 * A browser-like client for the in-process API: it keeps cookies between requests, as a browser does,
 * and calls the real request handler (no HTTP server, no mocks).
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly api: Api,
    readonly ip: string = randomIp(),
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; form?: boolean } = {},
  ): Promise<ApiResponse<T>> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined && init.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = typeof body === "string" ? body : JSON.stringify(body);
    }
    // The address is what the HTTP shell would have read from the socket.
    const response = await this.api.request(path, { method, headers, body: payload }, { clientAddress: this.ip });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>("GET", path);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, init?: { headers?: Record<string, string>; form?: boolean }) {
    return this.request<T>("POST", path, body ?? {}, init);
  }

  /** Registers a fresh account and keeps its session. */
  async register(overrides: Record<string, unknown> = {}) {
    const email = (overrides.email as string) ?? uniqueEmail();
    const password = (overrides.password as string) ?? "sekret123";
    const response = await this.post<{ user: { id: string; personal_id: string; is_admin: boolean; user_type: string } }>(
      "/api/auth/register",
      { name: "Test Përdorues", email, password, confirm_password: password, user_type: "buyer", ...overrides },
    );
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { ...response.body.user, email, password };
  }
}
