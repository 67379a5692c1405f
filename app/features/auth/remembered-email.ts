// 'Remember me' keeps the e-mail in local storage (document 1 §3, "remembered login email").
const KEY = "prona.remembered_email";

export function readRememberedEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeRememberedEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(KEY, email);
    else localStorage.removeItem(KEY);
  } catch {
    // No storage (private mode): nothing to remember.
  }
}
