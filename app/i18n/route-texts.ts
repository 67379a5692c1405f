import type { Namespace } from "./translate";

/**
 * What a route module declares in its `handle`: the translation namespaces its components use (its
 * own, not its parents'), once. The server reads them from the routes a request matches and sends
 * them with the root's data (server/web/messages.ts); `routes.texts.test.ts` fails, naming the route,
 * when a route's components use a namespace its routes do not declare.
 */
export type RouteHandle = {
  texts?: readonly Namespace[];
  /** Used only for a signed-in reader (the public layout's notification bell). */
  signedInTexts?: readonly Namespace[];
};
