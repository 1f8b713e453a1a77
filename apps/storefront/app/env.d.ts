/** The storefront's version, injected at build time from its package.json (footer version label, SPEC §1). */
declare const __APP_VERSION__: string;
