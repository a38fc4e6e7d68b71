// commerceData.ts — fixed plans, cart and orders for the Commerce stories (the provider's seeded catalogue).
import type { CartSummaryItem } from '../../src/components/CartSummary';
import type { PlanPickerItem } from '../../src/components/PlanPicker';

export const PLANS: PlanPickerItem[] = [
  {
    id: 1,
    name: 'Free',
    description: 'Every free channel, live and in the guide.',
    price: 0,
    currency: 'EUR',
    period: 'month',
    features: ['All free channels', '7-day programme guide', '5 hours of cloud recording'],
    channelGroups: [],
    status: 'current',
  },
  {
    id: 2,
    name: 'Premium Monthly',
    description: 'Premium sports, movies, entertainment and documentary channels, billed monthly.',
    price: 999,
    currency: 'EUR',
    period: 'month',
    features: ['Everything in Free', 'Premium sports, movies, entertainment and documentary channels', '50 hours of cloud recording'],
    channelGroups: ['Sports', 'Movies', 'Entertainment', 'Documentary'],
  },
  {
    id: 3,
    name: 'Premium Yearly',
    description: 'Every premium channel in every group, billed yearly.',
    price: 9990,
    currency: 'EUR',
    period: 'year',
    features: ['Everything in Free', 'Every premium channel', '100 hours of cloud recording', 'Two months free compared with monthly'],
    channelGroups: ['Sports', 'Movies', 'Entertainment', 'Documentary', 'News', 'Kids'],
  },
  {
    id: 4,
    name: 'Sports Monthly',
    description: 'Premium sports channels, billed monthly.',
    price: 499,
    currency: 'EUR',
    period: 'month',
    features: ['Everything in Free', 'Premium sports channels', '20 hours of cloud recording'],
    channelGroups: ['Sports'],
  },
];

export const CART_ITEMS: CartSummaryItem[] = [{ id: 2, name: 'Premium Monthly', price: 999, currency: 'EUR', period: 'month' }];

export const ORDER = { id: 1042, name: 'Premium Monthly', amount: 999, currency: 'EUR', cardBrand: 'visa', cardLast4: '4242' };
