import account from "./account";
import admin from "./admin";
import auth from "./auth";
import common from "./common";
import errors from "./errors";
import info from "./info";
import listings from "./listings";
import owner from "./owner";
// --- further namespaces: add imports below this line ---
import inbox from "./inbox";
import notifications from "./notifications";
import reviews from "./reviews";
import agencies from "./agencies";
import partners from "./partners";
import legal from "./legal";
import terms from "./terms";
import privacy from "./privacy";
import premium from "./premium";
import profile from "./profile";
import infoAdmin from "./infoAdmin";

export default { common, auth, errors, listings, owner, account, admin, info, notifications, reviews, agencies, partners, legal, terms, privacy, premium, profile, inbox, infoAdmin };
