import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUserPage } from "~/.server/web/guards";
import { AccountSidebar } from "~/features/shell/account-sidebar";
import { Container } from "~/ui/container";

/** The authenticated set (document 2 §2.1): visitors are sent to /login, and back here after. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireUserPage(context, request);
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(context, request);
  return null;
}

export default function AccountLayout() {
  return (
    <Container className="flex flex-col gap-6 py-6 lg:flex-row lg:py-10">
      <AccountSidebar />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </Container>
  );
}
