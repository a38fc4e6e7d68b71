// routes.ts (mail) — the mail area of the provider API (being built).
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context.ts';

export default async function mailRoutes(_app: FastifyInstance, _deps: Deps) {}
