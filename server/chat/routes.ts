// routes.ts (chat) — the chat area of the provider API (being built).
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context.ts';

export default async function chatRoutes(_app: FastifyInstance, _deps: Deps) {}
