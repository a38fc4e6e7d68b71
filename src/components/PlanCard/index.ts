export { PlanCard, type PlanCardProps, type PlanStatus } from './PlanCard';
export { formatMoney, periodLabel, DEFAULT_LOCALE } from './money';
