import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactLabels, contactStoryProblems } from '../fixtures/contact';
import { ContactForm, type ContactFormOutcome } from './ContactForm';

afterEach(cleanup);

const fill = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('ContactForm (SPEC §8 "Contact form")', () => {
  it('sends nothing while a field is wrong', () => {
    const onSubmit = vi.fn();
    render(<ContactForm labels={contactLabels} validate={contactStoryProblems} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Ce champ est obligatoire.');
  });

  it('shows the progress message, then the answer, and clears the form after a success', async () => {
    let answer: (outcome: ContactFormOutcome) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<ContactFormOutcome>((resolve) => (answer = resolve)));
    render(
      <ContactForm
        labels={contactLabels}
        validate={contactStoryProblems}
        onSubmit={onSubmit}
        initialValues={{ name: 'Léa Martin', email: 'lea@example.fr' }}
      />,
    );
    fill(/Votre message/, 'Bonjour');
    fill(/Sujet/, 'Délai');
    fireEvent.click(screen.getByRole('button', { name: /Envoyer le message/ }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Léa Martin',
      email: 'lea@example.fr',
      phone: '',
      subject: 'Délai',
      message: 'Bonjour',
    });
    expect(screen.getByRole('status').textContent).toContain('Envoi du message ...');
    answer({ ok: true, message: 'Votre message a bien été envoyé.' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Votre message a bien été envoyé.'));
    expect((screen.getByRole('textbox', { name: /Votre message/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: /Sujet/ }) as HTMLInputElement).value).toBe('');
    // The customer's own name and e-mail stay for the next message.
    expect((screen.getByRole('textbox', { name: /Nom/ }) as HTMLInputElement).value).toBe('Léa Martin');
  });

  it('keeps what was typed after a failure and shows it as an alert', async () => {
    render(
      <ContactForm
        labels={contactLabels}
        validate={contactStoryProblems}
        onSubmit={async () => ({ ok: false, message: 'Une erreur est survenue.' })}
        initialValues={{ name: 'Léa Martin', email: 'lea@example.fr', message: 'Bonjour' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Une erreur est survenue.');
    expect((screen.getByRole('textbox', { name: /Votre message/ }) as HTMLInputElement).value).toBe('Bonjour');
  });
});
