import type { RouterContextProvider } from "react-router";
import type { Namespace } from "~/i18n";
import type { Messages } from "~/i18n/react";
import { messagesFor } from "../i18n";
import { languageContext, requestMetaContext } from "./context";

/**
 * The translations a route's components use, for its loader to return as `messages`: none when the
 * page asking for this data is this same page, which holds them already (texts-in-browser.ts).
 */
export function pageMessages(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): Messages | undefined {
  if (context.get(requestMetaContext).textsInBrowser === "page") return undefined;
  return messagesFor(context.get(languageContext), namespaces);
}

/** The shell's translations (the root's): none for a data request from any of our pages, which all hold them. */
export function shellMessages(context: Readonly<RouterContextProvider>): Messages | undefined {
  if (context.get(requestMetaContext).textsInBrowser !== "none") return undefined;
  return messagesFor(context.get(languageContext), ["common", "errors"]);
}
