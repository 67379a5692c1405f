import path from "node:path";

export const TEST_TMP = path.resolve(".tmp/tests");
export const TEMPLATE_DUMP = path.join(TEST_TMP, "pglite-template.tar");
export const POSTGRES_TEMPLATE = "prona_test_template";
