import admin from "./admin";
import auth from "./auth";
import common from "./common";
import properties from "./properties";
import contact from "./contact";
import messages from "./messages";
import favorites from "./favorites";
import accountSettings from "./account-settings";
import dashboard from "./dashboard";
import errors from "./errors";
import listings from "./listings";
import notifications from "./notifications";
import reviews from "./reviews";
import agencies from "./agencies";
import partners from "./partners";
import legal from "./legal";
import premium from "./premium";
import profile from "./profile";
import savedSearches from "./saved-searches";
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
  "account-settings": accountSettings,
  favorites,
  messages,
  contact,
  admin,
  notifications,
  reviews,
  agencies,
  partners,
  legal,
  premium,
  profile,
  "saved-searches": savedSearches,
  map,
  owners,
  reports,
};
