import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DesignTokens } from './DesignTokens';

const meta = {
  title: 'Packages/ui-kit/Design tokens',
  component: DesignTokens,
  tags: ['!autodocs'],
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tokens are read from the kit's stylesheet: the brand colour is there, and the breakpoints of SPEC §9. */
export const AllTokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('--ck-color-brand')).toBeVisible());
    await expect(canvas.getByTestId('ts-tokens')).toHaveTextContent('"tablet": 768');
  },
};
