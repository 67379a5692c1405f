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
   * A signed-in page rendered once for many readers (server/signed-in-pages.ts): the reader it is
   * rendered as, with placeholders for their own values, and the unread count they share. Set only by
   * the shell, never from anything a request carries.
   */
  template?: { user: SessionUser; client: ClientUser; unread: number };
  /** The reader's session as the shell already read it for this request (so the root does not read it again). */
  session?: { user: SessionUser } | null;
};
export const requestMetaContext = createContext<RequestMeta>();

/** Set by the root middleware: the signed-in user (or null) and the page language. */
export const userContext = createContext<SessionUser | null>(null);
export const languageContext = createContext<Language>("sq");
