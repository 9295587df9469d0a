export interface Exemption {
  /** `extension`: a path one-hub has not (the spec's extensions, other forks' spellings); any other kind one-hub routes. */
  kind: 'extension' | 'external' | 'destructive';
  why: string;
}

/*
 * The console's gateway calls the contract suite does not make on both gateways, each with why
 * (tests/contract/one-hub/coverage.test.ts holds every one against one-hub's router). What they
 * have in common: the answer is not the gateway's own but a third party's it passes on or a
 * process's own figures, which neither side of the comparison could make alike.
 */
export const CONTRACT_EXEMPT = new Map<string, Exemption>([
  [
    'POST /api/channel/provider_models_list',
    {
      kind: 'external',
      why: "the provider's own model list, fetched live from the channel's base URL (controller/channel-model.go GetModelList)",
    },
  ],
  [
    'POST /api/sse/channel/check',
    {
      kind: 'external',
      why: "an event stream of the provider's answers to each test request (controller/check_channel.go), timed by the provider",
    },
  ],
  [
    'GET /api/user/dashboard/uptimekuma/status-page',
    {
      kind: 'external',
      why: "Uptime Kuma's status page passed on; one-hub reads its address from its config file (uptime_kuma.*), not from options",
    },
  ],
  [
    'GET /api/user/dashboard/uptimekuma/status-page/heartbeat',
    { kind: 'external', why: "Uptime Kuma's heartbeats passed on (as the status page above)" },
  ],
  [
    'GET /api/metrics',
    {
      kind: 'external',
      why: "the process's own Prometheus figures (promhttp), read by the console's server behind basic auth: counters of each process, not a contract answer",
    },
  ],
]);
