import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import sq from "~/i18n/sq";
import { RouteMessagesProvider } from "~/i18n/react";
import { LoadFailed } from "./load-failed";

const messages = { common: sq.common, errors: sq.errors };

/** The page as the server renders it when the list's loader failed (document 2 §8). */
function render(url: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ messages }),
      Component: () => (
        <RouteMessagesProvider language="sq">
          <Outlet />
        </RouteMessagesProvider>
      ),
      children: [
        {
          id: "reviews",
          path: "vlersimet",
          loader: () => {
            throw new Error("database down");
          },
          Component: () => <p>lista</p>,
          ErrorBoundary: () => <LoadFailed title="Vlerësimet" message={sq.errors.REVIEWS_LOAD_FAILED} />,
        },
      ],
    },
  ]);
  return renderToString(
    <Stub initialEntries={[url]} hydrationData={{ loaderData: { root: { messages } }, errors: { reviews: new Error("database down") } }} />,
  );
}

describe("LoadFailed", () => {
  it("shows the spec's message and 'Provo përsëri', which asks for the same page again without JavaScript", () => {
    const html = render("/vlersimet?rating=5&sort=lowest");
    expect(html).toContain('role="alert"');
    expect(html).toContain("Ndodhi një gabim gjatë ngarkimit të vlerësimeve");
    expect(html).toContain(`>${sq.common.status.retry}</button>`);
    expect(html).toContain(`<form action="/vlersimet" method="get">`);
    expect(html).toContain('<input type="hidden" name="rating" value="5"/>');
    expect(html).toContain('<input type="hidden" name="sort" value="lowest"/>');
    expect(html).toContain("<title>Vlerësimet – Prona</title>");
    expect(html).not.toContain("lista");
  });
});
