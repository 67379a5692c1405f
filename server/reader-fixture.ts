import type { SessionUser } from "~/domain/session-user";

/** A signed-in reader for the page-template tests, with what a test needs changed. */
export const reader = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: "0b7b6a1e-7f0c-4a43-9a55-6f3f7a2b9c11",
  name: "Arta Krasniqi",
  email: "arta@example.com",
  phone: null,
  user_type: "buyer",
  is_premium: false,
  premium_until: null,
  premium_active: false,
  is_admin: false,
  personal_id: "1234567890",
  notify_email: true,
  notify_property_alerts: true,
  notify_messages: true,
  created_at: "2026-11-01T10:00:00.000Z",
  ...overrides,
});
