// PlanPickerContainer.tsx — /subscribe's plans: loaded from the provider, the user's marked, choosing one fills the cart.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { PlanPicker } from '../../components/PlanPicker';
import { authStateAtom } from '../session/atoms';
import { loginHrefFor } from '../shared/returnTo';
import { loadPlansAtom, loadUserSubscriptionsAtom, plansStateAtom, userSubscriptionsStateAtom } from '../shared/subscriptions';
import { choosePlanAtom } from './atoms';
import { toPlanItems } from './planView';

export function PlanPickerContainer() {
  const plans = useAtomValue(plansStateAtom);
  const subscriptions = useAtomValue(userSubscriptionsStateAtom);
  const { isAuthenticated } = useAtomValue(authStateAtom);
  const loadPlans = useSetAtom(loadPlansAtom);
  const loadSubscriptions = useSetAtom(loadUserSubscriptionsAtom);
  const choosePlan = useSetAtom(choosePlanAtom);
  const navigate = useNavigate();
  const [busyPlanId, setBusyPlanId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Until the first answer, an empty list means "not loaded yet", not "no plans": show placeholders, not the empty state.
  const [hasAnswer, setHasAnswer] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void loadPlans({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setHasAnswer(true);
      return result;
    });
    return () => controller.abort();
  }, [loadPlans]);

  // The user's plans decide which card says "Current plan"; a visitor has none to load.
  useEffect(() => {
    if (!isAuthenticated) return;
    const controller = new AbortController();
    void loadSubscriptions({ signal: controller.signal });
    return () => controller.abort();
  }, [isAuthenticated, loadSubscriptions]);

  const items = useMemo(() => toPlanItems(plans.data, subscriptions.data, isAuthenticated), [plans.data, subscriptions.data, isAuthenticated]);

  const choose = async (planId: number) => {
    // Plans belong to accounts: a visitor logs in (or registers) first and comes back here to choose.
    if (!isAuthenticated) {
      navigate(loginHrefFor('/subscribe'));
      return;
    }
    setBusyPlanId(planId);
    setError(null);
    const result = await choosePlan(planId);
    setBusyPlanId(null);
    if (result.ok) navigate('/checkout');
    else if (!result.aborted) setError(result.error);
  };

  return (
    <>
      {error && <Alert tone="critical">{error}</Alert>}
      <PlanPicker
        plans={items}
        onChoose={(planId) => void choose(planId)}
        busyPlanId={busyPlanId}
        isLoading={plans.isLoading || !hasAnswer}
        error={plans.error}
        onRetry={() => void loadPlans()}
        isRetrying={plans.isLoading}
      />
    </>
  );
}
