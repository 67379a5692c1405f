import type sq from "../sq/account-settings";
import type { Translation } from "../types";

const settings: Translation<typeof sq> = {
  title: "Settings",
  metaDescription: "Manage your Prona profile, password, notifications and account.",
  subtitle: "Manage your profile, password and notifications.",
  profile: {
    title: "Profile information",
    name: "Full name",
    email: "Email",
    emailHint: "The e-mail address cannot be changed.",
    personalId: "Personal ID",
    personalIdHint: "The personal ID cannot be changed.",
    phone: "Phone number",
    phonePlaceholder: "+383 44 123 456",
    save: "Save changes",
    saving: "Saving...",
    saved: "Profile updated successfully!",
    verifiedNote:
      "Your account is verified. If you change your name, the verification is removed until an administrator confirms it again.",
  },
  password: {
    show: "Show password",
    hide: "Hide password",
    title: "Change password",
    current: "Current password",
    new: "New password",
    confirm: "Confirm new password",
    hint: "At least 6 characters. Other devices where you are signed in will be signed out.",
    submit: "Change password",
    submitting: "Changing...",
    changed: "Password changed successfully!",
  },
  preferences: {
    title: "Notification preferences",
    email: "E-mail notifications",
    emailHint: "Also receive your notifications at your e-mail address.",
    propertyAlerts: "Property alerts",
    propertyAlertsHint: "Approvals, rejections and status changes of your listings, and new listings for your saved searches.",
    messages: "Message notifications",
    messagesHint: "New contact requests and answers to your requests.",
    needsEmail: "Turn on e-mail notifications to choose these.",
    important: "Important e-mails (such as password resets) are always sent.",
    save: "Save preferences",
    saved: "Notification preferences saved successfully!",
  },
  danger: {
    title: "Danger zone",
    body: "Deleting your account is permanent: your profile, your listings with their photos, favourites, contact requests and notifications are deleted.",
    open: "Delete account",
    confirmTitle: "Are you sure?",
    confirmBody: "This cannot be undone. Enter your password to confirm.",
    password: "Your password",
    confirm: "Yes, delete my account",
    deleting: "Deleting...",
  },
};

export default settings;
