import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStoryEmailCheck } from '../fixtures/storyEmailCheck';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';

afterEach(cleanup);

const messages = { required: 'Veuillez saisir votre adresse e-mail.', invalid: 'Cette adresse n’est pas valide.' };

function renderForm(props: Partial<NewsletterFormProps> = {}) {
  const onSubscribe = vi.fn();
  render(
    <NewsletterForm
      heading="Newsletter"
      emailLabel="Votre adresse e-mail"
      submitLabel="S’inscrire"
      messages={messages}
      loadEmailCheck={loadStoryEmailCheck}
      onSubscribe={onSubscribe}
      {...props}
    />,
  );
  const email = screen.getByRole('textbox', { name: 'Votre adresse e-mail' });
  const type = (value: string) => fireEvent.change(email, { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
  return { onSubscribe, email, type, submit };
}

describe('NewsletterForm (SPEC §5 "Footer newsletter e-mail")', () => {
  it('the rule the app gives decides: empty and malformed addresses are blocked, a valid one is sent trimmed', async () => {
    const { onSubscribe, type, submit } = renderForm();
    submit();
    expect(await screen.findByText(messages.required)).toBeTruthy();
    type('jean@exemple');
    expect(await screen.findByText(messages.invalid)).toBeTruthy();
    type(' jean.dupont@exemple.fr ');
    submit();
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledWith('jean.dupont@exemple.fr'));
    expect(onSubscribe).toHaveBeenCalledTimes(1);
  });

  it('the rule loads when the shopper first focuses the field, not with the page', async () => {
    const loadEmailCheck = vi.fn(loadStoryEmailCheck);
    const { email, type, submit } = renderForm({ loadEmailCheck });
    expect(loadEmailCheck).not.toHaveBeenCalled();
    fireEvent.focus(email);
    expect(loadEmailCheck).toHaveBeenCalled();
    type('x');
    submit();
    expect(await screen.findByText(messages.invalid)).toBeTruthy();
  });

  it('if the rule cannot load, an empty address is still refused and anything else is left to the server', async () => {
    const { onSubscribe, type, submit } = renderForm({
      loadEmailCheck: () => Promise.reject(new TypeError('offline')),
    });
    submit();
    expect(await screen.findByText(messages.required)).toBeTruthy();
    type('jean@exemple');
    submit();
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledWith('jean@exemple'));
  });
});
