import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../actions/Button';
import { ProgressBar } from './ProgressBar';

function NavigationDemo({ initiallyActive }: { initiallyActive: boolean }) {
  const [active, setActive] = useState(initiallyActive);
  return (
    <>
      <Button onClick={() => setActive((current) => !current)}>{active ? 'Terminer la navigation' : 'Naviguer'}</Button>
      <ProgressBar active={active} label="Chargement de la page" />
    </>
  );
}

const meta = {
  title: 'Feedback/ProgressBar',
  component: NavigationDemo,
  args: { initiallyActive: false },
} satisfies Meta<typeof NavigationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteChange: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Naviguer' }));
    const bar = canvas.getByRole('progressbar', { name: 'Chargement de la page' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Terminer la navigation' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const Loading: Story = { args: { initiallyActive: true } };
