// A stylesheet compiled to its text by lib/styles/tailwind-text-loader.cjs (next.config.mjs).
declare module '*.inline-css' {
  const css: string;
  export default css;
}
