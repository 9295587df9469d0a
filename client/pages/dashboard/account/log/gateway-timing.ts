/**
 * From this long on, the logs page says the gateway took it: one-hub counts every matching row on
 * every call, so on a big log its answer, not the console (milliseconds), is the wait.
 */
export const SLOW_GATEWAY_MS = 1000;
