/**
 * The console runs on Node 24 (pinned through the `node` npm package). A skipped install script
 * would silently fall back to an older system Node, so every entry point checks first.
 */
export function assertNode24(): void {
  const major = process.versions.node.split('.')[0];
  if (major !== '24') {
    process.stderr.write(
      `This console needs Node 24; it is running on Node ${process.versions.node}. Run it through npm (npm start) after npm ci, or use Node 24.\n`,
    );
    process.exit(1);
  }
}
