// The kit's global styles (Inter font and design tokens); stories import components directly.
import '@citerne/ui-kit/styles.css';
import type { Preview } from '@storybook/react-vite';

// Internal links in stories must not navigate the preview frame away (their targets are shop routes).
function cancelInternalNavigation(event: MouseEvent) {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = anchor?.getAttribute('href') ?? '';
  if (href.startsWith('/') && !event.defaultPrevented) event.preventDefault();
}

/** Viewports of the kit's breakpoints (SPEC §9): a phone, the 768 and 1024 steps, and a 1440 desktop. */
const viewports = {
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablette 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Portable 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  desktop: { name: 'Bureau 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Every story is checked with axe; a violation fails its test (issue 8: zero violations).
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
    options: {
      storySort: {
        order: [
          'Foundations',
          'Primitives',
          'Forms',
          'Feedback',
          'Overlays',
          'Navigation',
          'Commerce',
          'Checkout',
          'Order',
          'Layout',
        ],
      },
    },
  },
  decorators: [
    (Story) => (
      <div lang="fr">
        <Story />
      </div>
    ),
  ],
  beforeAll() {
    document.addEventListener('click', cancelInternalNavigation);
    return () => document.removeEventListener('click', cancelInternalNavigation);
  },
  tags: ['autodocs'],
};

export default preview;
