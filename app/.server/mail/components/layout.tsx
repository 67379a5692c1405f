import { Column, Container, Head, Heading, Html, Img, Link, Preview, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Language } from "~/domain/enums";
import type { MailLink } from "../content";
import { LinkRow } from "./blocks";
import { CLASS, FONT, LIGHT, MAX_WIDTH, STYLESHEET } from "./theme";

/** Where the mail comes from: the site's name as the administrators set it, and its address. */
export type MailBrand = { siteName: string; publicUrl: string };

/** The logo (public/mail/logo.png, 96 px for sharp screens, drawn at 40 px): a PNG, which every mail program shows. */
export const LOGO_PATH = "/mail/logo.png";
const LOGO_SIZE = 40;

/**
 * Prona's one e-mail layout: the logo and the site's name over a white card holding the mail (its
 * heading first), then why the mail came with the links to change that. One column of at most 600 px,
 * the whole width of a phone; light and dark.
 */
export function MailLayout(props: {
  brand: MailBrand;
  language: Language;
  title: string;
  preview: string;
  footer: { why: string; links: MailLink[] };
  children: ReactNode;
}) {
  const { brand, footer } = props;
  const host = brand.publicUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return (
    <Html lang={props.language} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="format-detection" content="telephone=no, date=no, address=no, email=no" />
        <title>{props.title}</title>
        <style>{STYLESHEET}</style>
      </Head>
      {/* body and the table around the mail both carry the page colour: some mail programs drop the body. */}
      <body className={CLASS.page} style={{ backgroundColor: LIGHT.page, margin: 0, padding: 0 }}>
        <Preview>{props.preview}</Preview>
        <Section
          className={CLASS.page}
          style={{ backgroundColor: LIGHT.page, fontFamily: FONT, WebkitTextSizeAdjust: "100%", padding: "0 12px" }}
        >
          <Container style={{ maxWidth: MAX_WIDTH, width: "100%", margin: "0 auto" }}>
            <Section role="banner" style={{ padding: "24px 0 16px" }}>
              <Row>
                <Column className={CLASS.pad} style={{ padding: "0 32px" }}>
                  <Link href={brand.publicUrl} className={CLASS.text} style={{ color: LIGHT.text, textDecoration: "none" }}>
                    <Img
                      src={`${brand.publicUrl}${LOGO_PATH}`}
                      width={LOGO_SIZE}
                      height={LOGO_SIZE}
                      alt=""
                      style={{ display: "inline-block", verticalAlign: "middle", borderRadius: 10 }}
                    />
                    <span
                      style={{
                        display: "inline-block",
                        verticalAlign: "middle",
                        marginLeft: 10,
                        fontSize: 22,
                        fontWeight: 800,
                        letterSpacing: "-0.02em",
                      }}
                    >
                      {brand.siteName}
                    </span>
                  </Link>
                </Column>
              </Row>
            </Section>
            <Section
              role="main"
              className={`${CLASS.card} ${CLASS.border}`}
              style={{ backgroundColor: LIGHT.card, border: `1px solid ${LIGHT.border}`, borderRadius: 16, borderCollapse: "separate" }}
            >
              <Row>
                <Column
                  className={`${CLASS.pad} ${CLASS.text}`}
                  style={{ padding: "28px 32px", color: LIGHT.text, fontSize: 16, lineHeight: "26px" }}
                >
                  <Heading
                    as="h1"
                    className={CLASS.text}
                    style={{ margin: "0 0 20px", fontSize: 24, lineHeight: "32px", fontWeight: 800, color: LIGHT.text }}
                  >
                    {props.title}
                  </Heading>
                  {props.children}
                </Column>
              </Row>
            </Section>
            <Section role="contentinfo" style={{ padding: "20px 0 32px" }}>
              <Row>
                <Column className={CLASS.pad} style={{ padding: "0 32px" }}>
                  <Text className={CLASS.muted} style={{ margin: "0 0 12px", fontSize: 14, lineHeight: "22px", color: LIGHT.muted }}>
                    {footer.why}
                  </Text>
                  {footer.links.length ? <LinkRow links={footer.links} muted /> : null}
                  <Text className={CLASS.muted} style={{ margin: 0, fontSize: 14, lineHeight: "22px", color: LIGHT.muted }}>
                    {brand.siteName} ·{" "}
                    <Link href={brand.publicUrl} className={CLASS.link} style={{ color: LIGHT.link, textDecoration: "underline" }}>
                      {host}
                    </Link>
                  </Text>
                </Column>
              </Row>
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
  );
}
