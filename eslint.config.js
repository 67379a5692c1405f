import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports go one way (docs/architecture.md):
//   routes → features → lib/ui → domain, i18n
//   routes (loaders, actions) → .server → domain, i18n
// A feature imports only itself and shared code; .server never imports browser code; the services
// (everything in .server but web/ and api/) import neither the page helpers nor the API.
const features = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const servicesDirs = fs
  .readdirSync("app/.server", { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "web" && d.name !== "api")
  .map((d) => d.name);

const zones = [
  // No feature imports another feature: what two features share lives in ui/ or lib/.
  ...features.map((name) => ({
    target: `./app/features/${name}`,
    from: "./app/features",
    except: [`./${name}`],
    message: "A feature imports only itself and shared code (app/ui, app/lib, app/domain, app/i18n).",
  })),
  // Server code imports no browser code.
  ...["features", "ui", "lib", "routes"].map((from) => ({
    target: "./app/.server",
    from: `./app/${from}`,
    message: "Server code imports only server code, app/domain and app/i18n.",
  })),
  // Services are called by pages and the API alike: they import neither.
  ...servicesDirs.flatMap((dir) =>
    ["web", "api"].map((from) => ({
      target: `./app/.server/${dir}`,
      from: `./app/.server/${from}`,
      message: "Services import neither the page helpers (.server/web) nor the API (.server/api).",
    })),
  ),
  { target: "./app/.server/web", from: "./app/.server/api", message: "Pages and the API share services, not each other." },
  { target: "./app/.server/api", from: "./app/.server/web", message: "Pages and the API share services, not each other." },
  // Shared code depends on no feature and no route.
  ...["ui", "lib", "domain", "i18n"].flatMap((target) =>
    ["features", "routes"].map((from) => ({
      target: `./app/${target}`,
      from: `./app/${from}`,
      message: "Shared code depends on no feature and no route.",
    })),
  ),
  { target: "./app/domain", from: "./app/ui", message: "The domain has no UI." },
  { target: "./app/domain", from: "./app/lib", message: "The domain depends on nothing but itself." },
  { target: "./app/ui", from: "./app/.server", message: "Server code is imported by routes and .server only." },
  { target: "./app/lib", from: "./app/.server", message: "Server code is imported by routes and .server only." },
  { target: "./app/domain", from: "./app/.server", message: "Server code is imported by routes and .server only." },
  { target: "./app/i18n", from: "./app/.server", message: "Server code is imported by routes and .server only." },
];

/** Admin authority (app/.server/auth/admin-actor.ts): never made by a cast. */
const adminActorCasts = ["TSAsExpression", "TSTypeAssertion"].map((node) => ({
  selector: `${node}[typeAnnotation.typeName.name='AdminActor']`,
  message: "An AdminActor comes from a guard (requireAdmin, requireAdminPage), not from a cast.",
}));

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", ".tmp/", "drizzle/", "bench/.data/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type X }` keeps the module as a side-effect import (verbatimModuleSyntax): the browser then
      // loads it anyway (zod and every schema came with /listings that way).
      "@typescript-eslint/no-import-type-side-effects": "error",
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from app/.server/config.ts." },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["app/**"],
    // Tests may reach across (an API test of a service calls the API it is served through).
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "import-x/no-restricted-paths": ["error", { zones }] },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/domain/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["react", "react-*"], message: "The domain is framework-free." }] },
      ],
    },
  },
  // Admin authority (app/.server/auth/admin-actor.ts): an AdminActor comes from the guards' check, never
  // from a cast; only the guards (and tests, through loadAdminActor) call the check.
  {
    ignores: ["app/.server/auth/admin-actor.ts"],
    rules: { "no-restricted-syntax": ["error", ...adminActorCasts] },
  },
  // No module-level `let` in the app: state written while rendering is shared by every request the
  // process serves (issue 35). Per-request values go through React context or the router's context;
  // a browser-only singleton says why with an eslint-disable comment.
  {
    files: ["app/**"],
    ignores: ["app/.server/auth/admin-actor.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...adminActorCasts,
        ...["Program > VariableDeclaration[kind='let']", "Program > ExportNamedDeclaration > VariableDeclaration[kind='let']"].map(
          (selector) => ({
            selector,
            message: "No module-level let in app/: pass per-request state through context (a browser-only singleton says why).",
          }),
        ),
      ],
    },
  },
  {
    files: ["app/**", "server/**", "scripts/**"],
    ignores: ["app/.server/auth/admin-actor.ts", "app/.server/api/env.ts", "app/.server/web/guards.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)auth/admin-actor$",
              importNames: ["asAdminActor", "loadAdminActor"],
              message: "Only the guards (requireAdmin, requireAdminPage) make an AdminActor: take one from them.",
            },
          ],
        },
      ],
    },
  },
  // Tooling, tests and the config module may read the environment.
  { files: ["*.config.ts", "tests/**", "e2e/**", "scripts/**", "bench/**"], rules: { "no-restricted-properties": "off" } },
);
