import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// The route table of document 2 §2.1. The public header and footer wrap everything but /admin.
// Addresses are Albanian where the site's are; the route modules are named by domain, in English.
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("listings", "routes/public/listings.tsx"),
    route("property/:id", "routes/public/property.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("kontakt", "routes/public/contact.tsx"),
    route("agjencite", "routes/public/agencies.tsx"),
    // Who is selling (issue 14 §3): an owner's or agency's public profile and active listings.
    route("perdoruesi/:id", "routes/public/profile.tsx"),
    route("bashkepunimet", "routes/public/partners.tsx"),
    route("vlersimet", "routes/public/reviews.tsx"),
    route("keshilla-ligjore", "routes/public/legal-advice.tsx"),
    route("kushtet-e-perdorimit", "routes/public/terms.tsx"),
    route("privatesia", "routes/public/privacy.tsx"),
    // The signed unsubscribe link of saved-search alert e-mails (works signed out).
    route("cabonohu", "routes/public/unsubscribe.tsx"),
    // The signed renewal link of the listing expiry reminder (works signed out; issue 14).
    route("rinovo", "routes/public/renew.tsx"),
    // The signed link that confirms a visitor's address for a report's outcome (works signed out; issue 33).
    route("konfirmo-raportimin", "routes/public/confirm-report.tsx"),

    // The authenticated set: visitors are sent to /login.
    layout("routes/account/layout.tsx", [
      route("dashboard", "routes/account/dashboard.tsx"),
      route("my-properties", "routes/account/my-properties.tsx"),
      route("add-property", "routes/account/add-property.tsx"),
      route("edit-property/:id", "routes/account/edit-property.tsx"),
      route("premium", "routes/account/premium.tsx"),
      route("notifications", "routes/account/notifications.tsx"),
      route("settings", "routes/account/account-settings.tsx"),
      route("profile", "routes/account/profile.tsx"),
      route("favorites", "routes/account/favorites.tsx"),
      route("kerkimet-e-ruajtura", "routes/account/saved-searches.tsx"),
      route("messages", "routes/account/messages.tsx"),
      // An agency's published details (issue 14 §4).
      route("agjencia", "routes/account/agency.tsx"),
    ]),
  ]),

  route("logout", "routes/auth/logout.tsx"),
  // For search engines: robots.txt and the sitemaps (issue 13 §7).
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap-index.ts"),
  route("sitemaps/:name", "routes/seo/sitemap.ts"),
  route("language", "routes/language.tsx"),

  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    // Admin routes: visitors go to /admin/login, non-admins to /.
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("properties", "routes/admin/properties.tsx"),
      route("properties/:id", "routes/admin/property.tsx"),
      route("properties/edit/:id", "routes/admin/property-edit.tsx"),
      route("analytics", "routes/admin/analytics.tsx"),
      route("premium", "routes/admin/premium.tsx"),
      route("settings", "routes/admin/platform-settings.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("reports", "routes/admin/reports.tsx"),
    ]),
  ]),

  // Unknown paths go to /.
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
