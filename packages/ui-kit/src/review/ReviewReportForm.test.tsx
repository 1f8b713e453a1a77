import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewReportLabels, reviewReportReasons } from '../fixtures/reviews';
import { ReviewReportForm } from './ReviewReportForm';

afterEach(cleanup);

describe('ReviewReportForm', () => {
  it('needs a reason, then sends it with the trimmed detail and thanks the shopper', async () => {
    const onSubmit = vi.fn(async () => null);
    render(
      <ReviewReportForm
        labels={reviewReportLabels}
        reasons={reviewReportReasons}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Signaler' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Choisissez un motif.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Propos injurieux ou haineux' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  insultes  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Signaler' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'offensive', detail: 'insultes' });
    expect((await screen.findByRole('status')).textContent).toBe('Merci, notre équipe va examiner cet avis.');
  });

  it('keeps the form after a failure and shows why', async () => {
    render(
      <ReviewReportForm
        labels={reviewReportLabels}
        reasons={reviewReportReasons}
        onSubmit={async () => 'Refusé.'}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Autre raison' }));
    fireEvent.click(screen.getByRole('button', { name: 'Signaler' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refusé.');
    expect(screen.getByRole('button', { name: 'Signaler' })).toBeTruthy();
  });
});
