import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { reviewReportLabels, reviewReportReasons } from '../fixtures/reviews';
import { ReviewReportForm } from './ReviewReportForm';

const meta = {
  title: 'Reviews/ReviewReportForm',
  component: ReviewReportForm,
  args: {
    labels: reviewReportLabels,
    reasons: reviewReportReasons,
    onSubmit: fn(async (): Promise<string | null> => null),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReviewReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sending without a reason says what is missing and sends nothing. */
export const ReasonMissing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Signaler' }));
    await expect(canvas.getByText('Choisissez un motif.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A recorded report: the thanks replace the form. */
export const Sent: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Faux avis' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Précisez (facultatif)' }), 'Jamais client.');
    await userEvent.click(canvas.getByRole('button', { name: 'Signaler' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'fake', detail: 'Jamais client.' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Merci, notre équipe va examiner cet avis.');
  },
};

/** A refused report keeps the form and says why. */
export const Failed: Story = {
  args: { onSubmit: fn(async (): Promise<string | null> => 'Trop de signalements envoyés. Réessayez plus tard.') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Autre raison' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Signaler' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Trop de signalements');
    await expect(canvas.getByRole('button', { name: 'Signaler' })).toBeVisible();
  },
};
