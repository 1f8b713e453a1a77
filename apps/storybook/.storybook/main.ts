import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';
import { apiTablesPlugin } from '../scripts/apiTable/apiTablesPlugin.ts';

// Packages are consumed from source through the `@citerne/source` export condition (no build first).
const sourceCondition = '@citerne/source';

function hasReactPlugin(plugins: unknown): boolean {
  if (Array.isArray(plugins)) return plugins.some(hasReactPlugin);
  const name = plugins && typeof plugins === 'object' && 'name' in plugins ? String(plugins.name) : '';
  return name.startsWith('vite:react');
}

const config: StorybookConfig = {
  stories: [
    '../src/packages/**/*.mdx',
    '../../../packages/ui-kit/src/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen reads the components' TypeScript props directly (no TS project needed for the kit's sources).
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // The docs pages' API tables, read from the packages' TypeScript sources and TSDoc at build time.
      plugins: [apiTablesPlugin(), ...(hasReactPlugin(viteConfig.plugins) ? [] : [react()])],
      resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    });
  },
};

export default config;
