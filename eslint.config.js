import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports go one way: routes → features/ui → domain, and routes → .server → domain.
const serverOnly = { group: ["~/.server/*", "**/.server/*"], message: "Server code is imported by routes' loaders/actions and by .server only.", allowTypeImports: true };
const noFeatures = { group: ["~/features/*"], message: "Shared code must not depend on features." };
const noRoutes = { group: ["~/routes/*"], message: "Only the router composes routes." };
const noUi = { group: ["~/ui/*"], message: "The domain has no UI." };

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", ".tmp/", "drizzle/", "bench/.data/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration from app/.server/config.ts." }],
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/domain/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverOnly, noFeatures, noRoutes, noUi, { group: ["react", "react-*"], message: "The domain is framework-free." }] }],
    },
  },
  { files: ["app/ui/**"], rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverOnly, noFeatures, noRoutes] }] } },
  { files: ["app/features/**", "app/i18n/**"], rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverOnly, noRoutes] }] } },
  // Tooling, tests and the config module may read the environment.
  { files: ["*.config.ts", "tests/**", "e2e/**", "scripts/**", "bench/**"], rules: { "no-restricted-properties": "off" } },
);
