// routes.ts (guide) — the guide area of the provider API (being built).
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context.ts';

export default async function guideRoutes(_app: FastifyInstance, _deps: Deps) {}
