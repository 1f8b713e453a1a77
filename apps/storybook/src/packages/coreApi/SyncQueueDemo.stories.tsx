import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SyncQueueDemo } from './SyncQueueDemo';

const meta = {
  title: 'Packages/core-api/Sync task queue',
  component: SyncQueueDemo,
  tags: ['!autodocs'],
} satisfies Meta<typeof SyncQueueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three wishlist additions queued offline wait in IndexedDB; back online they drain in the order they were queued,
 * and the token the server expired meanwhile is refreshed once (the lock) before the first of them is retried.
 */
export const OfflineThenBackOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const queued = () => canvas.getByTestId('queue').querySelectorAll('li').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await userEvent.click(canvas.getByRole('button', { name: /CS-EP-5/ }));
    await userEvent.click(canvas.getByRole('button', { name: /BACHE-4X6/ }));
    await userEvent.click(canvas.getByRole('button', { name: /VANNE-40/ }));
    await waitFor(() => expect(queued()).toBe(3));
    await expect(canvas.getByTestId('server-log')).toHaveTextContent('nothing yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Expire the token on the server' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Come back online' }));
    await waitFor(() => expect(queued()).toBe(0));
    await waitFor(() => expect(canvas.getByTestId('answered')).toHaveTextContent('CS-EP-5 → BACHE-4X6 → VANNE-40'));
    await expect(canvas.getByTestId('refreshes')).toHaveTextContent('1');
    const log = canvas.getByTestId('server-log').textContent ?? '';
    // The first send meets the expired token (401), one refresh, then the three in order.
    expect(log.match(/POST \/api\/user\/refresh/g)).toHaveLength(1);
    expect(log.indexOf('CS-EP-5 with demo-token-1 → 401')).toBeLessThan(log.indexOf('refresh'));
    expect(log.indexOf('CS-EP-5 with demo-token-2 → 200')).toBeLessThan(log.indexOf('BACHE-4X6 with demo-token-2'));
    expect(log.indexOf('BACHE-4X6 with demo-token-2 → 200')).toBeLessThan(log.indexOf('VANNE-40 with demo-token-2'));
  },
};
