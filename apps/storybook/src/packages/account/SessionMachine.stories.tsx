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

const currentStatus = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-current="true"]')?.textContent;

/** The machine starts restoring; with nothing stored, restore() leaves it anonymous. */
async function restoreToAnonymous(canvasElement: HTMLElement) {
  await expect(currentStatus(canvasElement)).toBe('restoring');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'restore()' }));
  await waitFor(() => expect(currentStatus(canvasElement)).toBe('anonymous'));
}

/** restoring → anonymous (nothing stored) → authorized on login against the demo server → anonymous on logout. */
export const LogInAndOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await restoreToAnonymous(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'login()' }));
    await waitFor(() => expect(currentStatus(canvasElement)).toBe('authorized'));
    await expect(canvas.getByTestId('session-log')).toHaveTextContent('event: {"type":"login"}');
    await userEvent.click(canvas.getByRole('button', { name: 'logout()' }));
    await waitFor(() => expect(currentStatus(canvasElement)).toBe('anonymous'));
  },
};

/** restoring → anonymous; a login with the server unreachable is refused and the session stays anonymous. */
export const RestoreThenOfflineLogin: Story = {
  args: { reachable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await restoreToAnonymous(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'login()' }));
    await waitFor(() => expect(canvas.getByTestId('session-log')).toHaveTextContent('login outcome'));
    await expect(canvas.getByTestId('session-log')).toHaveTextContent('"reason":"offline"');
    await expect(currentStatus(canvasElement)).toBe('anonymous');
  },
};
