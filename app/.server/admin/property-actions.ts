import type { PropertyStatus } from "~/domain/enums";
import { AppError } from "~/domain/errors";
import { approveProperty, changePropertyStatus, rejectProperty } from "./change-status";
import { deleteAdminProperty } from "./delete-property";
import { setPropertyFeatured } from "./set-featured";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

export type PropertyIntentResult =
  | { intent: "status" | "approve" | "reject"; status: PropertyStatus; notified: boolean }
  | { intent: "featured"; featured: boolean }
  | { intent: "delete" };

/** The admin property pages' form posts (list and detail): one place that maps an intent to its service. */
export async function runPropertyIntent(deps: AdminDeps, actor: AdminActor, form: Record<string, unknown>): Promise<PropertyIntentResult> {
  const id = typeof form.id === "string" ? form.id : "";
  switch (form.intent) {
    case "status": {
      const r = await changePropertyStatus(deps, { actor, propertyId: id, input: form });
      return { intent: "status", status: r.status, notified: r.notified };
    }
    case "approve": {
      const r = await approveProperty(deps, { actor, propertyId: id, input: form });
      return { intent: "approve", status: r.status, notified: r.notified };
    }
    case "reject": {
      const r = await rejectProperty(deps, { actor, propertyId: id, input: form });
      return { intent: "reject", status: r.status, notified: r.notified };
    }
    case "featured": {
      const r = await setPropertyFeatured(deps, { actor, propertyId: id, input: form });
      return { intent: "featured", featured: r.featured };
    }
    case "delete":
      await deleteAdminProperty(deps, actor, id);
      return { intent: "delete" };
    default:
      // A forged or stale form: a clear refusal, not a server error.
      throw new AppError("VALIDATION");
  }
}

/** The success note of a result, as URL parameters for the page it redirects to. */
export function doneParams(result: PropertyIntentResult): Record<string, string> {
  switch (result.intent) {
    case "featured":
      return { done: result.featured ? "feature" : "unfeature" };
    case "delete":
      return { done: "delete" };
    default:
      return { done: result.notified ? "status" : "statusNotNotified", status: result.status };
  }
}
