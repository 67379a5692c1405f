/** The signed-in person as the browser and the API see them (no auth internals). */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  user_type: string;
  is_premium: boolean;
  premium_until: string | null;
  /** is_premium and not expired. */
  premium_active: boolean;
  is_admin: boolean;
  personal_id: string;
  notify_email: boolean;
  notify_property_alerts: boolean;
  notify_messages: boolean;
  created_at: string;
};
