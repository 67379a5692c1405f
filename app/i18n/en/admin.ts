import type sq from "../sq/admin";
import type { Translation } from "../types";

const admin: Translation<typeof sq> = {};

export default admin;
