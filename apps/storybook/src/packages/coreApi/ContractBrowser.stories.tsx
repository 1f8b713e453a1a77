import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContractBrowser } from './ContractBrowser';

const meta = {
  title: 'Packages/core-api/Contract',
  component: ContractBrowser,
  tags: ['!autodocs'],
} satisfies Meta<typeof ContractBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login call: its route, and a body generated from its schema that the contract accepts. */
export const UserLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('route')).toHaveTextContent('POST /api/user/login');
    await expect(canvas.getByTestId('valid-body')).toHaveTextContent('valid for the contract');
  },
};

/** Choosing another call shows its own route and schemas. */
export const ChooseACall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/^Call/), 'userMe');
    await expect(canvas.getByTestId('route')).toHaveTextContent('GET /api/user/me');
    await expect(canvas.getByRole('heading', { name: 'result' })).toBeVisible();
  },
};
