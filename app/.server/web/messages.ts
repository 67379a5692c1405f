import type { RouterContextProvider } from "react-router";
import type { Namespace } from "~/i18n";
import type { Messages } from "~/i18n/react";
import { messagesFor } from "../i18n";
import { languageContext } from "./context";

/** The translations a route's components use, for its loader to return as `messages`. */
export function pageMessages(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]): Messages {
  return messagesFor(context.get(languageContext), namespaces);
}
