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

/**
 * Puts a value a script knows (the remembered e-mail) into a field the person has not touched: an
 * empty field they are not in. Never over what they typed, even before the page's code ran (issue 34
 * §13). Says whether it did.
 */
export function fillUntouched(field: HTMLInputElement | null, value: string): boolean {
  if (!field || field.value !== "" || field === document.activeElement) return false;
  field.value = value;
  return true;
}
