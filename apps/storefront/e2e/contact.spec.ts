import { expect, hydrated, outbox, test } from './shop';

test('the header envelope opens the contact page, and a message reaches the shop’s mailbox @mobile', async ({
  page,
  request,
}, info) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Nous contacter' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  await hydrated(page);

  // Nothing is sent while a field is wrong: the summary names them and takes focus.
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Veuillez corriger les champs suivants');
  await expect(summary.getByRole('link').first()).toBeFocused();

  const subject = `Devis citerne 30 m³ ${info.project.name} ${Date.now()}`;
  await page.getByRole('textbox', { name: /Nom/ }).fill('Léa Martin');
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('lea.contact@example.fr');
  await page.getByRole('textbox', { name: /Sujet/ }).fill(subject);
  await page.getByRole('textbox', { name: /Votre message/ }).fill('Bonjour, quel délai pour une réserve incendie ?');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Votre message a bien été envoyé' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Votre message/ })).toHaveValue('');
  await expect.poll(async () => outbox(request)).toContain(`Contact : ${subject}`);
});
