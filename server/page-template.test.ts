import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/session-user";
import { toClientUser } from "~/domain/client-user";
import { fillTemplate, shapeOf, standInFor, templateOf, valuesOf } from "./page-template";
import { reader } from "./reader-fixture";

/** React Router's escaping of its data script (its escapeHtml over the JSON string of the data). */
const dataScript = (data: string) =>
  `<script nonce="n">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data).replace(
    /[&<>\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )});</script>`;

/** A page as React and React Router write it for `user`: the header's texts and attributes, the data. */
function page(user: SessionUser, nonce: string, client = toClientUser(user)): string {
  const header = renderToStaticMarkup(
    createElement(
      "header",
      { title: client.name },
      createElement("span", null, client.initial),
      createElement("span", null, "Hi ", client.first_name, "!"),
      createElement("input", { name: "email", defaultValue: client.email }),
      createElement("script", { nonce, type: "application/ld+json", dangerouslySetInnerHTML: { __html: '{"a":1}' } }),
    ),
  );
  const data = JSON.stringify([{ user: { id: client.id, name: client.name, email: client.email, first_name: client.first_name } }]);
  return `<!DOCTYPE html><html><head><style nonce="${nonce}">a{}</style></head><body>${header}<a href="/property/6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f">x</a>${dataScript(data)}</body></html>`;
}

/** The page rendered as the stand-in for `first`, cut, and filled in for `other`. */
function filled(first: SessionUser, other: SessionUser) {
  const standIn = standInFor(first);
  const template = templateOf(page(standIn.user, standIn.nonce, standIn.client), standIn);
  return template && { template, page: fillTemplate(template, valuesOf(other, "abc+/=")) };
}

describe("signed-in page templates", () => {
  it("fills in each reader's values escaped as React and React Router write them, in text, attributes and data", () => {
    const tricky = reader({
      name: `Zoë "Zé" O'Brien <b>&amp;</b> \\ \u2028 Krasniqi`,
      email: "o'brien+<x>@example.com",
      id: "9d3c2b1a-0000-4000-8000-000000000001",
    });
    const result = filled(reader(), tricky);
    expect(result).not.toBeNull();
    expect(result!.page).toBe(page(tricky, "abc+/="));
    expect(result!.template.listingIds).toEqual(["6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f"]);
  });

  it("keeps a reader whose first name is their whole name apart (React Router sends a repeated value once)", () => {
    expect(shapeOf(reader({ name: "Blerta" }))).not.toBe(shapeOf(reader()));
    expect(shapeOf(reader({ name: "Blerta" }))).toBe(shapeOf(reader({ name: "Drin", email: "drin@example.com" })));
    const result = filled(reader({ name: "Blerta" }), reader({ name: "Drin" }));
    expect(result!.page).toBe(page(reader({ name: "Drin" }), "abc+/="));
  });

  it("gives readers who differ in anything but their own values different shapes", () => {
    const base = shapeOf(reader());
    expect(shapeOf(reader({ name: "Besa Gashi", email: "besa@example.com", id: "1b7b6a1e-7f0c-4a43-9a55-6f3f7a2b9c11" }))).toBe(base);
    for (const other of [
      reader({ is_admin: true }),
      reader({ user_type: "seller" }),
      reader({ premium_active: true }),
      reader({ phone: "+383 44 123 456" }),
      reader({ notify_email: false }),
    ]) {
      expect(shapeOf(other)).not.toBe(base);
    }
  });

  it("refuses a page where a value is changed on the way or sits in a script other than the data's", () => {
    const standIn = standInFor(reader());
    const html = page(standIn.user, standIn.nonce, standIn.client);
    const name = standIn.client.name;
    expect(templateOf(html, standIn)).not.toBeNull();
    expect(templateOf(html.replace("</body>", `<p>${name.toUpperCase()}</p></body>`), standIn)).toBeNull();
    expect(templateOf(html.replace("</body>", `<p>${name.slice(0, 4)}</p></body>`), standIn)).toBeNull();
    expect(templateOf(html.replace("</body>", `<a href="/x?n=${encodeURIComponent(name)}">x</a></body>`), standIn)).toBeNull();
    expect(templateOf(html.replace("</body>", `<script>var n = "${name}";</script></body>`), standIn)).toBeNull();
  });

  it("makes a template of a page whose own text holds a private-use character (U+E000, the mark it once used)", () => {
    const standIn = standInFor(reader());
    const title = "Banesë \uE000 në Dardani \uE000name.x\uE000";
    const html = page(standIn.user, standIn.nonce, standIn.client).replace("</body>", `<h2>${title}</h2></body>`);
    const template = templateOf(html, standIn);
    expect(template).not.toBeNull();
    const other = reader({ name: "Drin Gashi", email: "drin@example.com" });
    expect(fillTemplate(template!, valuesOf(other, "abc"))).toBe(page(other, "abc").replace("</body>", `<h2>${title}</h2></body>`));
  });

  it("refuses a page whose own text holds its mark (a noncharacter every input is refused for: domain/text.ts)", () => {
    const standIn = standInFor(reader());
    const html = page(standIn.user, standIn.nonce, standIn.client);
    expect(templateOf(html.replace("</body>", "<h2>Banesë \uFDD0 në Dardani</h2></body>"), standIn)).toBeNull();
    // The characters either side of the noncharacters are ordinary text (Arabic presentation forms).
    expect(templateOf(html.replace("</body>", "<h2>\uFDCF \uFDF0</h2></body>"), standIn)).not.toBeNull();
  });
});
