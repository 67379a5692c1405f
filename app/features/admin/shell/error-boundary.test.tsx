import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteMessagesProvider } from "~/i18n/react";
import sq from "~/i18n/sq";
import { AdminErrorBoundary } from "./error-boundary";

const messages = { common: sq.common };

function render(error: unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ messages }),
      Component: () => (
        <RouteMessagesProvider language="sq">
          <p>Admin frame</p>
          <Outlet />
        </RouteMessagesProvider>
      ),
      children: [{ id: "users", path: "admin/users", Component: () => <p>List</p>, ErrorBoundary: AdminErrorBoundary }],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={["/admin/users?page=2&q=ana"]}
      hydrationData={{ loaderData: { root: { messages } }, errors: { users: error } }}
    />,
  );
}

describe("an admin page that cannot be loaded", () => {
  it("keeps the frame and says so, with a retry of the same address", () => {
    const html = render(new Error("database is away"));
    expect(html).toContain("Admin frame");
    expect(html).not.toContain("List");
    expect(html).toContain(sq.common.status.dataLoadError);
    expect(html).toContain('href="/admin/users?page=2&amp;q=ana"');
    expect(html).toContain(sq.common.status.retry);
    expect(html).not.toContain("database is away");
  });
});
