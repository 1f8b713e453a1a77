import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { browserApi } from '../api/browserApi';

/**
 * The footer's newsletter sign-up (SPEC §2 "Footer", §8 "You have been successfully subscribed to our
 * newsletter!"): subscribes the address through the API and reports the outcome under the form.
 */
export function useNewsletterSignup() {
  const { t } = useLingui();
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; message: string } | undefined>();
  const subscribe = async (email: string) => {
    setSubmitting(true);
    setStatus(undefined);
    try {
      const client = await browserApi();
      await client.newsletter.subscribe(email);
      setStatus({ tone: 'success', message: t`You have been successfully subscribed to our newsletter!` });
    } catch {
      setStatus({ tone: 'danger', message: t`Something went wrong. Try again in a few seconds.` });
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, status, subscribe };
}
