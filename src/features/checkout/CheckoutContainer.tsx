// CheckoutContainer.tsx — /checkout: the cart and the card form; paying, the 3-D Secure dialog, and the receipt.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { Cart, Order, PaymentOutcome } from '../../api';
import { CardForm, type CardPayment } from '../../components/CardForm';
import { CartSummary } from '../../components/CartSummary';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { OrderConfirmation } from '../../components/OrderConfirmation';
import { formatMoney } from '../../components/PlanCard';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { ThreeDSChallenge } from '../../components/ThreeDSChallenge';
import { authStateAtom } from '../session/atoms';
import { loginHrefFor } from '../shared/returnTo';
import type { ActionResult } from '../shared/action';
import { cartStateAtom, confirmChallengeAtom, loadCartAtom, payAtom, pendingChallengeAtom } from './atoms';
import * as styles from './CheckoutContainer.css';

/** docs/api.md#card-sandbox: the bank takes three codes; the third wrong one fails the verification. */
const CODE_ATTEMPTS = 3;
const CHECKOUT_PATH = '/checkout';

/** The payment's answer names no plans (only their ids): the names come from the cart that was paid. */
const withPlanNames = (orders: Order[], paid: Cart): Order[] =>
  orders.map((order) => (order.name ? order : { ...order, name: paid.items.find((item) => item.planId === order.planId)?.name ?? `Plan ${order.planId}` }));

export function CheckoutContainer() {
  const { isAuthenticated, isLoading: isAuthLoading } = useAtomValue(authStateAtom);
  if (!isAuthenticated) {
    return isAuthLoading ? <Spinner label="Checking your account" /> : <LoginInvite />;
  }
  return <Checkout />;
}

/** Payment needs an account: the plan is added to it. Both ways in come back here. */
function LoginInvite() {
  return (
    <EmptyState
      icon="lock"
      title="Log in to pay"
      description="Your plan belongs to your account, so log in or create a free account first. You will come straight back here."
      action={
        <div className={styles.inviteActions}>
          <Link href={loginHrefFor(CHECKOUT_PATH)}>Log in</Link>
          <Link href={`/register?next=${encodeURIComponent(CHECKOUT_PATH)}`}>Create an account</Link>
        </div>
      }
    />
  );
}

function Checkout() {
  const cart = useAtomValue(cartStateAtom);
  const loadCart = useSetAtom(loadCartAtom);
  const pay = useSetAtom(payAtom);
  const confirmChallenge = useSetAtom(confirmChallengeAtom);
  const [challenge, setChallenge] = useAtom(pendingChallengeAtom);

  const [hasAnswer, setHasAnswer] = useState(false);
  const [isPaying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [wrongCodes, setWrongCodes] = useState(0);
  const [orders, setOrders] = useState<Order[] | null>(null);
  // The cart as it was when the payment started: a completed payment empties the cart before the receipt shows.
  const [cartInFlight, setCartInFlight] = useState<Cart | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void loadCart({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setHasAnswer(true);
      return result;
    });
    return () => controller.abort();
  }, [loadCart]);

  // A challenge belongs to this visit of the page: leaving abandons it rather than reopening it later out of context.
  useEffect(() => () => setChallenge(null), [setChallenge]);

  const shown = cartInFlight ?? cart.data;

  const settle = (result: ActionResult<PaymentOutcome>, paidCart: Cart) => {
    if (result.ok && result.data.status === 'paid') setOrders(withPlanNames(result.data.orders, paidCart));
    else setCartInFlight(null);
  };

  const submit = async (card: CardPayment) => {
    setPaying(true);
    setPayError(null);
    const paidCart = cart.data;
    setCartInFlight(paidCart);
    const result = await pay(card);
    setPaying(false);
    settle(result, paidCart);
    if (!result.ok) {
      if (!result.aborted) setPayError(result.error);
    } else if (result.data.status === 'challenge') {
      setWrongCodes(0);
      setCodeError(null);
    }
  };

  const confirm = async (code: string) => {
    setConfirming(true);
    setCodeError(null);
    const paidCart = cart.data;
    setCartInFlight(paidCart);
    const result = await confirmChallenge(code);
    setConfirming(false);
    settle(result, paidCart);
    if (result.ok || result.aborted) return;
    // A wrong code may be tried again; anything else (three wrong codes, an expired challenge) ends this attempt.
    if (/^Incorrect code/i.test(result.error)) {
      setWrongCodes((count) => count + 1);
      setCodeError(result.error);
      return;
    }
    setChallenge(null);
    setPayError(result.error);
  };

  const cancel = () => {
    setChallenge(null);
    setCodeError(null);
    setPayError('The payment was not confirmed, so your card was not charged.');
  };

  if (orders) {
    return (
      <OrderConfirmation
        orders={orders.map((order) => ({ id: order.id, name: order.name, amount: order.amount, currency: order.currency, cardBrand: order.cardBrand, cardLast4: order.cardLast4 }))}
        actions={
          <>
            <Link href="/">Watch premium channels</Link>
            <Link href="/settings#orders">See your orders</Link>
          </>
        }
      />
    );
  }

  const isEmpty = shown.items.length === 0;
  const isCartLoading = cart.isLoading || !hasAnswer;
  return (
    <div className={styles.layout}>
      <div className={styles.summary}>
        <CartSummary
          items={shown.items.map((item) => ({ id: item.planId, name: item.name, price: item.price, currency: item.currency, period: item.period }))}
          total={shown.total}
          currency={shown.currency}
          isLoading={isCartLoading}
          error={cart.error}
          onRetry={() => void loadCart()}
        />
      </div>
      {!isEmpty && (
        <Stack as="section" space="lg" className={styles.payment} aria-labelledby="card-details-title">
          <h2 id="card-details-title" className={styles.sectionTitle}>
            Card details
          </h2>
          <CardForm amount={shown.total} currency={shown.currency} onSubmit={(card) => void submit(card)} isSubmitting={isPaying} error={payError} />
        </Stack>
      )}
      <ThreeDSChallenge
        open={challenge !== null}
        hint={challenge?.hint ?? ''}
        amountLabel={`${formatMoney(shown.total, shown.currency)} to FTV`}
        onConfirm={(code) => void confirm(code)}
        onCancel={cancel}
        isSubmitting={isConfirming}
        error={codeError}
        attemptsLeft={codeError ? CODE_ATTEMPTS - wrongCodes : null}
      />
    </div>
  );
}
