// npm's postinstall: npm itself may run on an older Node than the console (the README asks for
// any Node ≥ 20 on PATH), and then warns EBADENGINE once per package that wants Node ≥ 22. Those
// warnings are expected: every script of the project runs on the Node 24 that npm has just
// installed as the package `node` (node_modules/.bin/node, first on npm scripts' PATH). Say so
// once, right under them, so a first run does not look broken.
const npmsNode = /\bnode\/v(\d+)\./.exec(process.env.npm_config_user_agent ?? '')?.[1];
if (npmsNode !== undefined && Number(npmsNode) < 22)
  process.stdout.write(
    `\nThe EBADENGINE warnings above are expected: npm runs on Node ${npmsNode}, but the console, its build and its tests run on Node ${process.versions.node}, installed as the npm package "node" (node_modules/.bin/node).\n\n`,
  );
