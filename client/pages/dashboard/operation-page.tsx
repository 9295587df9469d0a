/**
 * The `operation` index (spec §2: "operation (index and group both show groups)"): the group
 * page itself under its own route id, so the router and the preloads tell the two apart.
 */
export { Component, loader } from './group-admin-page.tsx';
