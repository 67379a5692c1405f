import type sq from "../sq/listings";
import type { Translation } from "../types";

const listings: Translation<typeof sq> = {};

export default listings;
