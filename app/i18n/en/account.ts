import type sq from "../sq/account";
import type { Translation } from "../types";

const account: Translation<typeof sq> = {};

export default account;
