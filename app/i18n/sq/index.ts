import admin from "./admin";
import auth from "./auth";
import common from "./common";
import properties from "./properties";
import contact from "./contact";
import messages from "./messages";
import favorites from "./favorites";
import settings from "./settings";
import dashboard from "./dashboard";
import errors from "./errors";
import listings from "./listings";
import notifications from "./notifications";
import reviews from "./reviews";
import agencies from "./agencies";
import partners from "./partners";
import legal from "./legal";
import terms from "./terms";
import privacy from "./privacy";
import premium from "./premium";
import profile from "./profile";
import savedSearches from "./savedSearches";
import map from "./map";
import owners from "./owners";
import reports from "./reports";

export default {
  common,
  auth,
  errors,
  listings,
  properties,
  dashboard,
  settings,
  favorites,
  messages,
  contact,
  admin,
  notifications,
  reviews,
  agencies,
  partners,
  legal,
  terms,
  privacy,
  premium,
  profile,
  savedSearches,
  map,
  owners,
  reports,
};
