// Entry of the published build (tsup): the public API plus the global styles, so that dist/index.css holds the
// Inter font faces, the design tokens and every component's CSS Module (exported as `@citerne/ui-kit/styles.css`).
import './styles.css';

export * from './index';
