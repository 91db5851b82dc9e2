/** What `grill --version` prints: the package's version (test/version.test.ts keeps them equal). */
export const CLI_VERSION = "0.1.0"
