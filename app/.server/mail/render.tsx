import { render, toPlainText } from "@react-email/render";
import type { MailContent } from "./content";
import { MailBlockView } from "./components/blocks";
import { type MailBrand, MailLayout } from "./components/layout";

/** One mail in Prona's layout: the document React Email renders. */
function MailDocument({ content, brand }: { content: MailContent; brand: MailBrand }) {
  return (
    <MailLayout
      brand={brand}
      language={content.language}
      title={content.title}
      preview={content.preview ?? content.title}
      footer={content.footer}
    >
      {content.greeting ? <MailBlockView block={{ kind: "text", text: content.greeting }} /> : null}
      {content.blocks.map((block, i) => (
        <MailBlockView key={i} block={block} />
      ))}
      <MailBlockView block={{ kind: "text", text: content.signature }} />
    </MailLayout>
  );
}

type Element = { attribs?: Record<string, string>; children?: unknown[] };
type Builder = { addInline(text: string, options?: { noWordTransform?: boolean }): void };

/**
 * The plain-text part, from the same HTML: headings as they are (not in capitals), and every link as
 * "its text: its address" (the address alone when the text is the address).
 */
const TEXT_OPTIONS = {
  selectors: [
    ...["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "a", format: "labelledLink" },
  ],
  formatters: {
    labelledLink(element: Element, walk: (nodes: unknown[], builder: Builder) => void, builder: Builder) {
      const href = element.attribs?.href ?? "";
      const label = textOf(element).trim();
      const bare = href.replace(/^https?:\/\//, "").replace(/\/$/, "");
      if (!href || label === href || label === bare) {
        builder.addInline(href || label, { noWordTransform: true });
        return;
      }
      walk(element.children ?? [], builder);
      builder.addInline(`: ${href}`, { noWordTransform: true });
    },
  },
};

function textOf(node: unknown): string {
  const n = node as { type?: string; data?: string; children?: unknown[] };
  if (n.type === "text") return n.data ?? "";
  return (n.children ?? []).map(textOf).join("");
}

/** The HTML and plain-text parts of a mail (inline styles, as React Email writes them). */
export async function renderMail(content: MailContent, brand: MailBrand): Promise<{ html: string; text: string }> {
  const html = await render(<MailDocument content={content} brand={brand} />);
  const text = toPlainText(html, TEXT_OPTIONS as Parameters<typeof toPlainText>[1]);
  return { html, text: text.replace(/\n{3,}/g, "\n\n").trim() + "\n" };
}
