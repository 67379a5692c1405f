import type { RouterContextProvider } from "react-router";
import type { Namespace } from "~/i18n";
import type { HeldTexts, Messages } from "~/i18n/react";
import { messagesFor } from "../i18n";
import { catalogFile } from "../i18n-files";
import { languageContext, requestMetaContext } from "./context";

/** Whether every namespace is a catalog file of its own the document can name (decision 0028). */
function allFiles(context: Readonly<RouterContextProvider>, namespaces: readonly Namespace[]): boolean {
  const language = context.get(languageContext);
  return namespaces.every((ns) => catalogFile(language, ns) !== undefined);
}

/**
 * The translations a route's components use, for its loader to return as `messages`: only their
 * names when the page asking for this data is this same page, which holds them already
 * (texts-in-browser.ts; the browser fetches any it lacks after all: i18n/react.tsx), or when the
 * document names them as files the browser loads before hydrating.
 */
export function pageMessages(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): Messages | HeldTexts {
  const texts = context.get(requestMetaContext).textsInBrowser;
  if (texts === "page" || (texts === "files" && allFiles(context, namespaces))) return { held: namespaces };
  return messagesFor(context.get(languageContext), namespaces);
}

const SHELL_NAMESPACES: Namespace[] = ["common", "errors"];

/** The shell's translations (the root's): only their names for a data request from any of our pages, which all hold them. */
export function shellMessages(context: Readonly<RouterContextProvider>): Messages | HeldTexts {
  const texts = context.get(requestMetaContext).textsInBrowser;
  if (texts === "shell" || texts === "page" || (texts === "files" && allFiles(context, SHELL_NAMESPACES)))
    return { held: SHELL_NAMESPACES };
  return messagesFor(context.get(languageContext), SHELL_NAMESPACES);
}
