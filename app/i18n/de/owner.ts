import type sq from "../sq/owner";
import type { Translation } from "../types";

const owner: Translation<typeof sq> = {};

export default owner;
