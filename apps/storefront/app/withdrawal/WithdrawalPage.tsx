import { ApiError } from '@citerne/core-api';
import type { WithdrawableOrder, WithdrawalAccess, WithdrawalReceipt } from '@citerne/core-api/contract';
import {
  Breadcrumbs,
  Button,
  FormField,
  Input,
  Link,
  Skeleton,
  WithdrawalAcknowledgement,
  WithdrawalLineChooser,
  WithdrawalSummary,
} from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browserApi } from '../api/browserApi';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';
import { type WithdrawalProblems, withdrawalProblems } from './withdrawalProblems';
import { withdrawalRefusalText } from './withdrawalRefusalText';
import './withdrawal.css';

type Step =
  | { name: 'loading' }
  | { name: 'find'; error?: string }
  | { name: 'choose'; order: WithdrawableOrder; access: WithdrawalAccess }
  | { name: 'confirm'; order: WithdrawableOrder; access: WithdrawalAccess; error?: string }
  | { name: 'done'; receipt: WithdrawalReceipt };

/**
 * The online withdrawal function, "Se rétracter du contrat ici" (art. L221-18 ff. Code de la consommation, Article
 * 11a of the Consumer Rights Directive). It asks only what identifies the contract: a guest gives the order number
 * and the order's e-mail; the signed link of the order e-mail (`?token=`) and the owner coming from My Account
 * (`?order=`, the customer's token) go straight to the lines. Then the lines (each says whether it can be withdrawn,
 * and why not), the name and e-mail to answer to, a second step "Confirmer la rétractation", and the acknowledgement
 * with its date and time and the next steps. The server checks everything again.
 */
export function WithdrawalPage() {
  const { t, i18n } = useLingui();
  const store = useStoreView();
  const [params] = useSearchParams();
  const linkToken = params.get('token') ?? undefined;
  const ownerOrder = params.get('order') ?? undefined;
  const [step, setStep] = useState<Step>(linkToken || ownerOrder ? { name: 'loading' } : { name: 'find' });
  const [orderNumber, setOrderNumber] = useState(ownerOrder ?? '');
  const [orderEmail, setOrderEmail] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [problems, setProblems] = useState<WithdrawalProblems>({});
  const [busy, setBusy] = useState(false);

  const dateTime = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const refusals = {
    'made-to-measure': t`Made to your specifications: excluded from the right of withdrawal (art. L221-28 3° of the Consumer Code).`,
    'already-withdrawn': t`Already withdrawn.`,
    'period-over': t`The withdrawal period of this order is over.`,
  } as const;
  const failure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      return t`We found no order with this number and this e-mail address. Check the order confirmation e-mail.`;
    }
    if (error instanceof ApiError && error.status === 429) return t`Too many attempts. Please try again later.`;
    if (error instanceof ApiError && error.code === 'WITHDRAWAL_PERIOD_OVER') return refusals['period-over'];
    if (error instanceof ApiError && error.code === 'WITHDRAWAL_LINE_REFUSED') {
      return t`One of the items can no longer be withdrawn. Go back and check the items.`;
    }
    return t`Something went wrong. Try again in a few seconds.`;
  };

  const open = async (access: WithdrawalAccess) => {
    const order = await (await browserApi()).withdrawal.lookup(access);
    setName(order.name);
    setEmail(order.email);
    setChosen({});
    setProblems({});
    setStep({ name: 'choose', order, access });
  };

  // The signed link and the owner's order open the lines at once; a refused owner's order falls back to the form.
  useEffect(() => {
    if (!linkToken && !ownerOrder) return;
    const access = linkToken ? { linkToken } : { orderNumber: ownerOrder };
    open(access).catch((error: unknown) =>
      setStep({
        name: 'find',
        ...(linkToken
          ? { error: t`This withdrawal link is not valid. Give your order number and e-mail instead.` }
          : {}),
        ...(ownerOrder && !(error instanceof ApiError && error.status === 404) ? { error: failure(error) } : {}),
      }),
    );
  }, [linkToken, ownerOrder]);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await open({ orderNumber: orderNumber.trim(), orderEmail: orderEmail.trim() });
    } catch (error) {
      setStep({ name: 'find', error: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'choose') return;
    const found = withdrawalProblems(
      { name, email, chosen },
      {
        noLine: t`Choose at least one item.`,
        name: t`Enter your name.`,
        email: t`Please provide valid e-mail address.`,
      },
    );
    setProblems(found);
    if (Object.keys(found).length === 0) setStep({ name: 'confirm', order: step.order, access: step.access });
  };

  const confirm = async () => {
    if (step.name !== 'confirm') return;
    setBusy(true);
    try {
      const receipt = await (await browserApi()).withdrawal.submit({
        ...step.access,
        name: name.trim(),
        email: email.trim(),
        lines: Object.entries(chosen)
          .filter(([, qty]) => qty > 0)
          .map(([itemId, qty]) => ({ itemId: Number(itemId), qty })),
      });
      setStep({ name: 'done', receipt });
    } catch (error) {
      setStep({ ...step, error: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  const picked = (order: WithdrawableOrder) =>
    order.lines
      .filter((line) => (chosen[line.itemId] ?? 0) > 0)
      .map((line) => ({ id: line.itemId, name: line.name, qty: chosen[line.itemId] ?? 0 }));

  return (
    <article className="withdrawal-page">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[{ label: t`Home`, href: storePath(store, '/') }, { label: t`Withdraw from the contract here` }]}
      />
      <h1>{t`Withdraw from the contract here`}</h1>
      <p className="withdrawal-page__lead">
        {t`You have 14 days from delivery to withdraw from your order, without giving a reason. Goods made to your specifications are excluded.`}{' '}
        <Link href="/formulaire-de-retractation">{t`The standard withdrawal form`}</Link>
      </p>

      {step.name === 'loading' ? <Skeleton shape="rect" height="12rem" /> : null}

      {step.name === 'find' ? (
        <form className="withdrawal-page__find" noValidate onSubmit={find} aria-labelledby="withdrawal-find-title">
          <h2 id="withdrawal-find-title">{t`Find your order`}</h2>
          {step.error ? (
            <p className="withdrawal-page__error" role="alert">
              {step.error}
            </p>
          ) : null}
          <FormField label={t`Order number`} required requiredLabel={t`required`}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={orderNumber}
                onChange={(event) => setOrderNumber(event.currentTarget.value)}
              />
            )}
          </FormField>
          <FormField
            label={t`E-mail address of the order`}
            required
            requiredLabel={t`required`}
            hint={t`The address the order confirmation was sent to.`}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={orderEmail}
                onChange={(event) => setOrderEmail(event.currentTarget.value)}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" loading={busy} disabled={busy || !orderNumber.trim() || !orderEmail.trim()}>
              {t`Find my order`}
            </Button>
          </div>
        </form>
      ) : null}

      {step.name === 'choose' ? (
        <form className="withdrawal-page__choose" noValidate onSubmit={review}>
          <dl className="withdrawal-page__order">
            <dt>{t`Order`}</dt>
            <dd>{step.order.orderNumber}</dd>
            <dt>{t`Ordered on`}</dt>
            <dd>{dateTime.format(new Date(step.order.orderedAt))}</dd>
            <dt>{t`Withdrawal possible until`}</dt>
            <dd>{day.format(new Date(`${step.order.period.lastDay}T00:00:00Z`))}</dd>
          </dl>
          {step.order.period.extended ? (
            <p className="withdrawal-page__note">
              {t`Your period is extended by 12 months: the information on the right of withdrawal was not sent with your order.`}
            </p>
          ) : null}
          <WithdrawalLineChooser
            lines={step.order.lines.map((line) => ({
              id: line.itemId,
              name: line.name,
              sku: line.sku,
              qtyOrdered: line.qtyOrdered,
              qtyWithdrawable: line.qtyWithdrawable,
              refusal: withdrawalRefusalText(line.refusal, refusals),
            }))}
            chosen={chosen}
            onChange={(id, qty) => setChosen((before) => ({ ...before, [id]: qty }))}
            labels={{
              legend: t`Items concerned`,
              ordered: (qty) => t`Ordered: ${qty}`,
              quantity: t`Quantity returned`,
              sku: t`Ref.`,
            }}
            error={problems.lines}
          />
          <div className="withdrawal-page__pair">
            <FormField label={t`Name`} required requiredLabel={t`required`} error={problems.name}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="name"
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField
              label={t`E-mail to answer you`}
              required
              requiredLabel={t`required`}
              error={problems.email}
              hint={t`The acknowledgement is sent to this address.`}
            >
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
              )}
            </FormField>
          </div>
          <div>
            <Button type="submit" disabled={!step.order.lines.some((line) => line.qtyWithdrawable > 0)}>
              {t`Continue`}
            </Button>
          </div>
        </form>
      ) : null}

      {step.name === 'confirm' ? (
        <WithdrawalSummary
          orderNumber={step.order.orderNumber}
          name={name.trim()}
          email={email.trim()}
          lines={picked(step.order)}
          labels={{
            title: t`Check your withdrawal`,
            intro: t`You withdraw from the contract for the following items:`,
            order: t`Order`,
            name: t`Name`,
            email: t`E-mail to answer you`,
            confirm: t`Confirm the withdrawal`,
            back: t`Change`,
            sending: t`Sending the withdrawal…`,
          }}
          onConfirm={() => void confirm()}
          onBack={() => setStep({ name: 'choose', order: step.order, access: step.access })}
          busy={busy}
          error={step.error}
        />
      ) : null}

      {step.name === 'done' ? (
        <WithdrawalAcknowledgement
          orderNumber={step.receipt.orderNumber}
          receivedAt={dateTime.format(new Date(step.receipt.requestedAt))}
          email={step.receipt.email}
          lines={step.receipt.lines.map((line) => ({ id: line.itemId, name: line.name, qty: line.qty }))}
          steps={[
            t`Send the items back to us within ${step.receipt.returnDays} days, to: ${step.receipt.returnAddress}.`,
            t`We refund you within ${step.receipt.refundDays} days, standard delivery included, with the payment method of the order.`,
          ]}
          labels={{
            title: t`Your withdrawal is recorded`,
            receivedAt: (when) => t`Received on ${when}.`,
            mailed: (address) => t`An acknowledgement has been sent to ${address}.`,
            order: t`Order`,
            nextSteps: t`What happens next?`,
          }}
        />
      ) : null}
    </article>
  );
}
