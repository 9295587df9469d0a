import type { FastifyPluginAsync } from 'fastify';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** A route plugin of the double; every one gets the shared in-memory store. */
export type GatewayPlugin = FastifyPluginAsync<{ store: MockStore }>;
