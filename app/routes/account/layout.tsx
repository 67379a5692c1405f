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
  const user = requireUserPage(context, request);
  // The menu's order follows the account's kind (issue 34 §7).
  return { reader: { user_type: user.user_type, is_admin: user.is_admin } };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="flex flex-col gap-6 py-6 lg:flex-row lg:py-10">
      <AccountSidebar reader={loaderData.reader} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </Container>
  );
}
