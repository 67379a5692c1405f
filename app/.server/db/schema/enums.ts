import { pgEnum } from "drizzle-orm/pg-core";
import {
  CONTACT_REQUEST_STATUSES,
  CONTACT_TYPES,
  HEATING_TYPES,
  LISTING_TYPES,
  NOTIFICATION_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REVIEW_CATEGORIES,
  REVIEW_STATUSES,
} from "~/domain/enums";

export const propertyTypeEnum = pgEnum("property_type", PROPERTY_TYPES);
export const listingTypeEnum = pgEnum("listing_type", LISTING_TYPES);
export const propertyStatusEnum = pgEnum("property_status", PROPERTY_STATUSES);
export const contactTypeEnum = pgEnum("contact_type", CONTACT_TYPES);
export const contactRequestStatusEnum = pgEnum("contact_request_status", CONTACT_REQUEST_STATUSES);
export const notificationTypeEnum = pgEnum("notification_type", NOTIFICATION_TYPES);
export const reviewCategoryEnum = pgEnum("review_category", REVIEW_CATEGORIES);
export const reviewStatusEnum = pgEnum("review_status", REVIEW_STATUSES);
export const heatingTypeEnum = pgEnum("heating_type", HEATING_TYPES);
