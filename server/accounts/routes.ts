// routes.ts (accounts) — the accounts area of the provider API (being built).
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context.ts';

export default async function accountsRoutes(_app: FastifyInstance, _deps: Deps) {}
