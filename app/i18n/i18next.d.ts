import "i18next";
import type sq from "./sq";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof sq;
  }
}
