import { Button, Column, Heading, Img, Link, Row, Section, Text } from "@react-email/components";
import type { MailBlock, MailLink, MailListing } from "../content";
import { CLASS, LIGHT, MAX_WIDTH } from "./theme";

const paragraph = { margin: "0 0 16px", fontSize: 16, lineHeight: "26px", color: LIGHT.text } as const;
const small = { margin: "0 0 16px", fontSize: 14, lineHeight: "22px", color: LIGHT.muted } as const;

/** Links in a row, separated by a middle dot (the footer's settings and unsubscribe links). */
export function LinkRow({ links, muted = false }: { links: MailLink[]; muted?: boolean }) {
  return (
    <Text
      className={muted ? CLASS.muted : CLASS.text}
      style={{ margin: "0 0 12px", fontSize: 14, lineHeight: "24px", color: muted ? LIGHT.muted : LIGHT.text }}
    >
      {links.map((link, i) => (
        <span key={link.url}>
          {i > 0 ? " · " : null}
          <Link href={link.url} className={CLASS.link} style={{ color: LIGHT.link, textDecoration: "underline" }}>
            {link.label}
          </Link>
        </span>
      ))}
    </Text>
  );
}

/** The mail's action: a button at least 48 px high, across the width on phones. */
function MailButton({ link, fullWidth = false }: { link: MailLink; fullWidth?: boolean }) {
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <Row>
        <Column>
          <Button
            href={link.url}
            className={CLASS.button}
            style={{
              backgroundColor: LIGHT.button,
              color: LIGHT.buttonText,
              borderRadius: 10,
              padding: "14px 24px",
              fontSize: 16,
              lineHeight: "20px",
              fontWeight: 700,
              textDecoration: "none",
              textAlign: "center",
              display: fullWidth ? "block" : "inline-block",
            }}
          >
            {link.label}
          </Button>
        </Column>
      </Row>
    </Section>
  );
}

/** One listing of an alert: its photo, title, place, price (and a drop), key facts and a button. */
function ListingCard({ listing }: { listing: MailListing }) {
  const inner = MAX_WIDTH - 2 * 32 - 2;
  return (
    <Section
      className={`${CLASS.border}`}
      style={{ margin: "0 0 20px", border: `1px solid ${LIGHT.border}`, borderRadius: 12, borderCollapse: "separate", overflow: "hidden" }}
    >
      {listing.photo ? (
        <Row>
          <Column>
            <Link href={listing.url} data-skip-in-text="true" style={{ display: "block" }}>
              <Img
                src={listing.photo.url}
                alt={listing.photo.alt}
                width={inner}
                style={{ width: "100%", maxWidth: inner, height: "auto", borderRadius: "12px 12px 0 0" }}
              />
            </Link>
          </Column>
        </Row>
      ) : null}
      <Row>
        <Column style={{ padding: "16px 16px 4px" }}>
          {listing.drop ? (
            <Text style={{ margin: "0 0 8px", fontSize: 13, lineHeight: "20px" }}>
              <span
                className={CLASS.drop}
                style={{
                  backgroundColor: LIGHT.dropBg,
                  color: LIGHT.dropText,
                  borderRadius: 999,
                  padding: "2px 10px",
                  fontWeight: 700,
                }}
              >
                {listing.drop.badge}
              </span>
            </Text>
          ) : null}
          <Heading
            as="h2"
            className={CLASS.text}
            style={{ margin: "0 0 4px", fontSize: 18, lineHeight: "24px", fontWeight: 700, color: LIGHT.text }}
          >
            {listing.title}
          </Heading>
          <Text className={CLASS.muted} style={{ ...small, margin: "0 0 8px" }}>
            {listing.place}
          </Text>
          <Text className={CLASS.text} style={{ ...paragraph, margin: "0 0 8px" }}>
            <strong className={CLASS.link} style={{ fontSize: 20, color: LIGHT.link }}>
              {listing.price}
            </strong>
            {listing.drop ? (
              <span className={CLASS.muted} style={{ color: LIGHT.muted, fontSize: 14 }}>
                {" "}
                ({listing.drop.note})
              </span>
            ) : null}
          </Text>
          {listing.facts.length ? (
            <Text className={CLASS.muted} style={{ ...small, margin: "0 0 12px" }}>
              {listing.facts.join(" · ")}
            </Text>
          ) : null}
          <MailButton link={{ label: listing.action, url: listing.url }} fullWidth />
        </Column>
      </Row>
    </Section>
  );
}

/** One block of a mail's body (content.ts). */
export function MailBlockView({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "text":
      return (
        <Text className={CLASS.text} style={{ ...paragraph, fontWeight: block.strong ? 700 : 400 }}>
          {block.text}
        </Text>
      );
    case "quote":
      return (
        <Text
          className={`${CLASS.text} ${CLASS.quote}`}
          style={{
            ...paragraph,
            backgroundColor: LIGHT.quote,
            borderLeft: `4px solid ${LIGHT.link}`,
            padding: "12px 16px",
            whiteSpace: "pre-line",
          }}
        >
          {block.text}
        </Text>
      );
    case "button":
      return <MailButton link={block.link} />;
    case "links":
      return <LinkRow links={block.links} />;
    case "fallback":
      return (
        // Not in the text part: there the button's line already is the address.
        <Text className={CLASS.muted} data-skip-in-text="true" style={small}>
          {block.text}{" "}
          <Link href={block.url} className={CLASS.link} style={{ color: LIGHT.link, textDecoration: "underline", wordBreak: "break-all" }}>
            {block.url}
          </Link>
        </Text>
      );
    case "note":
      return (
        <Text className={CLASS.muted} style={small}>
          {block.text}
        </Text>
      );
    case "listing":
      return <ListingCard listing={block.listing} />;
  }
}
