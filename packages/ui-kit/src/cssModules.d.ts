// CSS Modules are compiled by Vite (source consumers) and by esbuild's local-css loader (dist build).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';
