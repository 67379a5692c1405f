import auth from "./auth";
import common from "./common";
import errors from "./errors";

export default { common, auth, errors };
