import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SessionMachine } from './SessionMachine';

const meta = {
  title: 'Packages/account/Session machine',
  component: SessionMachine,
  tags: ['!autodocs'],
} satisfies Meta<typeof SessionMachine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** restoring → anonymous (nothing stored); a login with the API unreachable is refused and stays anonymous. */
export const RestoreThenOfflineLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = () => canvasElement.querySelector('[aria-current="true"]')?.textContent;
    await expect(current()).toBe('restoring');
    await userEvent.click(canvas.getByRole('button', { name: 'restore()' }));
    await waitFor(() => expect(current()).toBe('anonymous'));
    await userEvent.click(canvas.getByRole('button', { name: /^login/ }));
    await waitFor(() => expect(canvas.getByTestId('session-log')).toHaveTextContent('login outcome'));
    await expect(current()).toBe('anonymous');
  },
};
