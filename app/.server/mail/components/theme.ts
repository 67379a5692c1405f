// Prona's e-mail colours: the site's brand blue and slate greys (app/app.css), light by default and
// dark where the mail program follows the reader's dark mode (Apple Mail, iOS, Outlook for Mac and
// for the web: the `prefers-color-scheme` rules below; Outlook.com through its data-ogsc marks). Mail
// programs that darken mails themselves (Gmail's apps) invert these light colours, which keep their
// contrast. Every pair below reads at 4.5:1 or better in both schemes.

export const LIGHT = {
  page: "#f1f5f9", // slate-100
  card: "#ffffff",
  text: "#0f172a", // slate-900
  muted: "#475569", // slate-600
  border: "#e2e8f0", // slate-200
  link: "#1a3bd0", // brand-700
  button: "#1a3bd0",
  buttonText: "#ffffff",
  quote: "#f8fafc", // slate-50
  dropBg: "#ecfdf5", // emerald-50
  dropText: "#065f46", // emerald-800
} as const;

const DARK = {
  page: "#020617", // slate-950
  card: "#0f172a", // slate-900
  text: "#f1f5f9", // slate-100
  muted: "#cbd5e1", // slate-300
  border: "#334155", // slate-700
  link: "#90b6fd", // brand-300
  button: "#224de7", // brand-600 (white text 6.1:1)
  buttonText: "#ffffff",
  quote: "#1e293b", // slate-800
  dropBg: "#022c22", // emerald-950
  dropText: "#a7f3d0", // emerald-200
} as const;

export const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The width of the mail's column; phones get the whole screen. */
export const MAX_WIDTH = 600;

/** Class names the stylesheet below changes in dark mode and on narrow screens. */
export const CLASS = {
  page: "p-page",
  card: "p-card",
  text: "p-text",
  muted: "p-muted",
  border: "p-border",
  link: "p-link",
  button: "p-button",
  quote: "p-quote",
  drop: "p-drop",
  pad: "p-pad",
} as const;

const darkRules = (prefix: string) =>
  [
    `${prefix}.${CLASS.page}{background-color:${DARK.page}!important}`,
    `${prefix}.${CLASS.card}{background-color:${DARK.card}!important;border-color:${DARK.border}!important}`,
    `${prefix}.${CLASS.text}{color:${DARK.text}!important}`,
    `${prefix}.${CLASS.muted}{color:${DARK.muted}!important}`,
    `${prefix}.${CLASS.border}{border-color:${DARK.border}!important}`,
    `${prefix}.${CLASS.link}{color:${DARK.link}!important}`,
    `${prefix}.${CLASS.button}{background-color:${DARK.button}!important;color:${DARK.buttonText}!important}`,
    `${prefix}.${CLASS.quote}{background-color:${DARK.quote}!important;border-color:${DARK.link}!important}`,
    `${prefix}.${CLASS.drop}{background-color:${DARK.dropBg}!important;color:${DARK.dropText}!important}`,
  ].join("");

/**
 * The one stylesheet of every mail (in its head; the light colours are inline on each element, as
 * React Email writes them): dark mode, and on phones less padding and buttons across the width.
 */
export const STYLESHEET = [
  ":root{color-scheme:light dark;supported-color-schemes:light dark}",
  `@media (prefers-color-scheme:dark){${darkRules("")}}`,
  // Outlook.com marks the elements it darkens.
  darkRules("[data-ogsc] "),
  `@media only screen and (max-width:480px){.${CLASS.pad}{padding-left:16px!important;padding-right:16px!important}` +
    `.${CLASS.button}{display:block!important;text-align:center!important}}`,
].join("");
