import type { Config } from "../config";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { ObjectStorage } from "./storage";

/** The photo storage the configuration names: S3-compatible when S3_* is set, else DATA_DIR on disk. */
export function storageFromConfig(config: Pick<Config, "s3" | "dataDir">): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
