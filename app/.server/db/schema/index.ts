export * from "./auth";
export * from "./enums";
export * from "./platform";
export * from "./properties";
export * from "./saved-searches";
export * from "./owners";
export * from "./reports";
export * from "./partners";
