import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewFormLabels } from '../fixtures/reviews';
import { ReviewForm } from './ReviewForm';

afterEach(cleanup);

describe('ReviewForm', () => {
  it('asks for every field and a rating, then sends the trimmed review and thanks the shopper', async () => {
    const onSubmit = vi.fn(async () => null);
    render(<ReviewForm labels={reviewFormLabels} defaultNickname="Léa" onSubmit={onSubmit} />);
    expect(screen.getByText('Votre avis sera publié après vérification par notre équipe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: '4 sur 5' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Titre/ }), { target: { value: ' Solide ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Votre avis/ }), { target: { value: 'Bien reçue.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, title: 'Solide', detail: 'Bien reçue.', nickname: 'Léa' });
    expect((await screen.findByRole('status')).textContent).toBe('Merci ! Votre avis sera publié après modération.');
  });

  it('refuses a one-letter nickname', () => {
    const onSubmit = vi.fn(async () => null);
    render(<ReviewForm labels={reviewFormLabels} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Pseudonyme/ }), { target: { value: 'L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    expect(screen.getByText('Au moins deux caractères.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was written after a failure and shows why', async () => {
    render(<ReviewForm labels={reviewFormLabels} defaultNickname="Léa" onSubmit={async () => 'Refusé.'} />);
    fireEvent.click(screen.getByRole('radio', { name: '5 sur 5' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Titre/ }), { target: { value: 'Top' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Votre avis/ }), { target: { value: 'Parfait.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refusé.');
    expect((screen.getByRole('textbox', { name: /Titre/ }) as HTMLInputElement).value).toBe('Top');
  });
});
