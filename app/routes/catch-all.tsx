import { redirect } from "react-router";

/** Any unknown path goes to / (document 2 §2.1). */
export function loader() {
  return redirect("/");
}

export default function CatchAll() {
  return null;
}
