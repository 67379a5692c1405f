import { DEFAULT_SETTINGS, SETTINGS_GROUPS, type SettingsGroup } from "~/domain/settings";

function isGroup(name: string | undefined): name is SettingsGroup {
  return (SETTINGS_GROUPS as readonly (string | undefined)[]).includes(name);
}

/**
 * The settings page's form (document 2 §2.9) as the four groups saveAllSettings takes. Fields are
 * named "group.key". Every on/off setting is a checkbox there, and a checkbox sends a value only when
 * ticked: a flag not sent is off. A list (the premium features) is a repeated field: none ticked, none.
 */
export function settingsFromForm(form: Record<string, unknown>): Record<SettingsGroup, Record<string, unknown>> {
  const groups = { site: {}, properties: {}, premium: {}, system: {} } as Record<SettingsGroup, Record<string, unknown>>;
  for (const [name, value] of Object.entries(form)) {
    const [group, key] = name.split(".");
    if (isGroup(group) && key) groups[group][key] = value;
  }
  for (const group of SETTINGS_GROUPS) {
    for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS[group])) {
      const sent = form[`${group}.${key}`];
      if (typeof fallback === "boolean") groups[group][key] = sent === "on" || sent === "true";
      else if (Array.isArray(fallback)) groups[group][key] = Array.isArray(sent) ? sent : typeof sent === "string" ? [sent] : [];
    }
  }
  return groups;
}
