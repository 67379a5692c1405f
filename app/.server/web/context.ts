import { createContext } from "react-router";
import type { Language } from "~/domain/enums";
import type { SessionUser } from "~/domain/session-user";
import type { ClientUser } from "~/domain/client-user";
import type { Services } from "../services";
import type { TextsInBrowser } from "./texts-in-browser";

/** Set by the HTTP shell for every page request (getLoadContext). */
export const servicesContext = createContext<Services>();

export type RequestMeta = {
  /** The CSP nonce of this response's inline scripts. */
  nonce: string;
  /** The client address as resolved by the shell (trusted proxies applied). */
  ip: string;
  /**
   * This rendering will be kept and sent to other anonymous readers (server/response-cache.ts): it is
   * rendered whole, its streamed parts in place, since nobody waits for its first bytes but the first reader.
   */
  kept: boolean;
  /** A client-side navigation's data (`/listings.data`), not a document. */
  dataRequest: boolean;
  /** Which texts the page asking for this data already holds (texts-in-browser.ts). */
  textsInBrowser: TextsInBrowser;
  /**
   * The reader's session as the shell already read it for this request (so the root does not read it
   * again), with what the shell may already know of them: the header's values (`client`) and their
   * unread count (`unread`). Set only by the shell, never from anything a request carries. (A page
   * rendered once for many readers is rendered so as a stand-in whose values are placeholders:
   * server/signed-in-pages.ts. The app renders it as any reader's page.)
   */
  session?: { user: SessionUser; client?: ClientUser; unread?: number } | null;
};
export const requestMetaContext = createContext<RequestMeta>();

/** Set by the root middleware: the signed-in user (or null) and the page language. */
export const userContext = createContext<SessionUser | null>(null);
export const languageContext = createContext<Language>("sq");
