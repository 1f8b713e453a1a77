import { ApiError } from '@citerne/core-api';
import { Spinner } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { sessionStateAtom } from '../account/sessionStateAtom';
import { browserApi } from '../api/browserApi';
import { useShopQueryClient } from '../api/useShopQueryClient';
import { NotFoundPage } from '../page/NotFoundPage';
import { InvoicePage } from './InvoicePage';

/**
 * `/invoice/{id}` without the e-mail's key: the invoice of a logged-in customer's own order, read with their token
 * once the session is restored (the token lives in the browser, so this is decided there). A visitor, or a customer
 * asking for someone else's order, gets the not-found page: the API answers 404 for both.
 */
export function OwnerInvoice({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const session = useAtomValue(sessionStateAtom);
  const authorized = session?.status === 'authorized';
  const queryClient = useShopQueryClient();
  const order = useQuery(
    {
      queryKey: ['owner-invoice', orderNumber, session?.profile?.id ?? null],
      queryFn: async () => (await browserApi()).order.view(orderNumber),
      enabled: authorized,
      retry: (count, error) => !(error instanceof ApiError) && count < 2,
    },
    queryClient,
  );
  if (session === null || session.status === 'restoring' || (authorized && order.isPending)) {
    return (
      <p className="panel-loading">
        <Spinner label={t`Loading the invoice…`} />
      </p>
    );
  }
  if (!authorized || !order.data) return <NotFoundPage />;
  return <InvoicePage order={order.data} />;
}
