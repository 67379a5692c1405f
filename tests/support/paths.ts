import { createHash } from "node:crypto";
import path from "node:path";

export const TEST_TMP = path.resolve(".tmp/tests");
export const TEMPLATE_DUMP = path.join(TEST_TMP, "pglite-template.tar");
/** The same data directory before the migrations (a fresh initdb), for tests of the migrations. */
export const EMPTY_DUMP = path.join(TEST_TMP, "pglite-empty.tar");
/** The migrated template as an embedded database on disk (`DATA_DIR/pglite`), for servers in their own process. */
export const TEMPLATE_DIR = path.join(TEST_TMP, "pglite-template");
/** One template database per checkout, so test runs in different working trees do not collide. */
export const POSTGRES_TEMPLATE = `prona_test_template_${createHash("sha1").update(process.cwd()).digest("hex").slice(0, 8)}`;
