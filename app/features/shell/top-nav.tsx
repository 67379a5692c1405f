import { LogOut, Menu, Plus, X } from "~/ui/icons";
import { Form, Link, NavLink } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLoginHref } from "~/lib/use-login-href";
import { NAV_SHADOW_THRESHOLD_PX } from "~/domain/limits";
import type { ClientUser } from "~/domain/client-user";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { cx } from "~/ui/cx";
import { Logo } from "~/ui/logo";
import { ThemeToggle } from "./theme-toggle";
import { useDetailsMenu } from "~/lib/use-details-menu";
import { PhoneAccountLinksSlot, UserMenuSlot } from "./account-menus-slot";
import { useScrolled } from "./use-scrolled";
import { accountKind } from "~/domain/account-kind";

const MAIN_LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/listings", key: "nav.listings" },
  { to: "/agjencite", key: "nav.agencies" },
  { to: "/kontakt", key: "nav.contact" },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cx(
    "rounded-lg px-3 py-2 text-sm font-medium",
    isActive
      ? "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white",
  );
}

/** The fixed top bar of document 1 §2; it gets a stronger shadow after 20 px of scrolling. */
export function TopNav({ user, bell }: { user: ClientUser | null; bell?: React.ReactNode }) {
  const { t } = useTranslation();
  const loginHref = useLoginHref();
  const registerHref = useLoginHref("/register");
  const scrolled = useScrolled(NAV_SHADOW_THRESHOLD_PX);
  return (
    <header
      data-testid="top-nav"
      data-scrolled={scrolled}
      className={cx(
        "fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow dark:bg-slate-950/95",
        scrolled ? "border-slate-200 shadow-md dark:border-slate-800" : "border-transparent shadow-sm",
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 md:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={"end" in link} className={navLinkClass}>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          {user ? (
            <>
              {bell}
              <NavLink to="/dashboard" className={(s) => cx(navLinkClass(s), "hidden lg:inline-flex")}>
                {t("nav.dashboard")}
              </NavLink>
              {/* An owner's first action; a buyer's invitation to post is the dashboard's quieter link (issue 34 §7). */}
              {accountKind(user.user_type) === "owner" && (
                <Link to="/add-property" className={buttonClass("primary", "sm", "max-sm:hidden")}>
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {t("nav.addProperty")}
                </Link>
              )}
              <div className="hidden md:block">
                <UserMenuSlot user={user} />
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-1 md:flex">
              <Link to={loginHref} className={buttonClass("ghost", "sm")}>
                {t("nav.login")}
              </Link>
              <Link to={registerHref} className={buttonClass("primary", "sm")}>
                {t("nav.register")}
              </Link>
            </div>
          )}
          <MobileMenu user={user} />
        </div>
      </Container>
    </header>
  );
}

const mobileLinkClass =
  "block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * Below the md breakpoint: every link, including legal advice, and the account actions. Signed in, the
 * account's links come first, led by what its kind does first (account-links.ts, issue 34 §7).
 */
function MobileMenu({ user }: { user: ClientUser | null }) {
  const { t } = useTranslation();
  const loginHref = useLoginHref();
  const registerHref = useLoginHref("/register");
  const ref = useDetailsMenu<HTMLDetailsElement>();
  return (
    <details ref={ref} className="group md:hidden" data-testid="mobile-menu">
      <summary
        aria-label={t("nav.openMenu")}
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
      </summary>
      <nav
        aria-label={t("nav.main")}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        {user && (
          <>
            <p className="truncate px-3 pb-1 pt-2 text-xs font-medium text-slate-600 dark:text-slate-400">{user.email}</p>
            <PhoneAccountLinksSlot user={user} linkClass={mobileLinkClass} />
            <div className="my-2 border-t border-slate-200 dark:border-slate-800" />
          </>
        )}
        {MAIN_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={mobileLinkClass}>
            {t(link.key)}
          </Link>
        ))}
        <Link to="/keshilla-ligjore" className={mobileLinkClass}>
          {t("nav.legal")}
        </Link>
        {user ? (
          <Form method="post" action="/logout" className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-800">
            <button type="submit" className={cx(mobileLinkClass, "flex w-full items-center gap-3 text-left")}>
              <LogOut aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
              {t("nav.logout")}
            </button>
          </Form>
        ) : (
          <div className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Link to={loginHref} className={buttonClass("secondary", "md")}>
              {t("nav.login")}
            </Link>
            <Link to={registerHref} className={buttonClass("primary", "md")}>
              {t("nav.register")}
            </Link>
          </div>
        )}
      </nav>
    </details>
  );
}
