import type { RouterContextProvider } from "react-router";
import type { Namespace } from "~/i18n";
import type { HeldTexts, Messages } from "~/i18n/react";
import { messagesFor } from "../i18n";
import { languageContext, requestMetaContext } from "./context";

/**
 * The translations a route's components use, for its loader to return as `messages`: only their
 * names when the page asking for this data is this same page, which holds them already
 * (texts-in-browser.ts; the browser fetches any it lacks after all: i18n/react.tsx), or when the
 * document names them as the file the browser loads before hydrating (decision 0029).
 */
export function pageMessages(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): Messages | HeldTexts {
  const texts = context.get(requestMetaContext).textsInBrowser;
  if (texts === "page" || texts === "files") return { held: namespaces };
  return messagesFor(context.get(languageContext), namespaces);
}

const SHELL_NAMESPACES: Namespace[] = ["common", "errors"];

/** The shell's translations (the root's): only their names for a data request from any of our pages, which all hold them. */
export function shellMessages(context: Readonly<RouterContextProvider>): Messages | HeldTexts {
  const texts = context.get(requestMetaContext).textsInBrowser;
  if (texts === "shell" || texts === "page" || texts === "files") return { held: SHELL_NAMESPACES };
  return messagesFor(context.get(languageContext), SHELL_NAMESPACES);
}
