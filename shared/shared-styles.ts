/**
 * What a style of the build's shared stylesheet writes into a server-rendered page instead of
 * its rules (client/theme/shared-styles.ts). Not empty: Emotion writes no `<style>` for empty
 * rules, and that tag is how the browser's cache learns that the name is present (it reads every
 * `data-emotion` tag before hydrating and inserts none of those names again). The server's
 * style compactor (server/render/compact-styles.ts) drops the space when it merges the tags.
 */
export const SHARED_RULES_PLACEHOLDER = ' ';
