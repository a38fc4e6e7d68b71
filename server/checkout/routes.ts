// routes.ts (checkout) — the checkout area of the provider API (being built).
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context.ts';

export default async function checkoutRoutes(_app: FastifyInstance, _deps: Deps) {}
