import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { VIDEO_FRAME_HOSTS } from "~/domain/video-tour";

/** Security headers on every response; the CSP nonce is fresh per response. */
export function securityHeaders(options: { dev: boolean; imageOrigins: string[]; filePaths?: readonly string[] }) {
  const filePaths = (options.filePaths ?? []).map((path) => `${path}/`);
  return (req: Request, res: Response, next: NextFunction) => {
    // The files pages load (the build's scripts and icons, the texts files) are never a page: the
    // headers that govern a page (its policy with a nonce, framing, features, opener) would be ~650
    // bytes on each of the ~20 a first visit loads. They keep nosniff, and a policy that lets nothing
    // run should one be opened on its own (an SVG).
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (filePaths.some((path) => req.path.startsWith(path))) {
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      return next();
    }
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const img = ["'self'", "data:", "blob:", ...options.imageOrigins].join(" ");
    // Frames: only the video tours' privacy-friendly players, inserted after the reader's click.
    const frames = VIDEO_FRAME_HOSTS.join(" ");
    const csp = options.dev
      ? // Vite's dev client needs inline and eval'd scripts and a websocket.
        `default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src ${img}; connect-src 'self' ws: wss:; frame-src ${frames}; frame-ancestors 'none'; object-src 'none'; base-uri 'self'`
      : [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          // The one inline stylesheet is the app's own (root.tsx), with this response's nonce; no other
          // inline styles: bars are SVG attributes, and scripts set styles through the CSSOM.
          `style-src 'self' 'nonce-${nonce}'`,
          `img-src ${img}`,
          "font-src 'self'",
          "connect-src 'self'",
          "manifest-src 'self'",
          `frame-src ${frames}`,
          "frame-ancestors 'none'",
          "form-action 'self'",
          "object-src 'none'",
          "base-uri 'self'",
        ].join("; ");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutations from another site are refused: a state-changing request must come from our own origin
 * (Origin header) or, when a browser omits it, be marked same-origin by Fetch Metadata. Requests
 * without either are not from a browser (curl, another server) and carry no ambient cookies risk.
 */
export function sameOriginMutations(publicUrl: string, refusal: () => { status: number; body: unknown }) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    const own = `${req.protocol}://${req.get("host")}`;
    const sameOrigin = origin ? origin === allowed || origin === own : site === undefined || site === "same-origin" || site === "none";
    if (sameOrigin) return next();
    const { status, body } = refusal();
    res.status(status).json(body);
  };
}
