import type sq from "../sq/info";
import type { Translation } from "../types";

const info: Translation<typeof sq> = {};

export default info;
