/**
 * The page sent when React itself could not render (the shell failed or timed out). Static,
 * with no script or inline style, so it needs no nonce and cannot fail.
 */
export const FALLBACK_ERROR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>500</title></head>
<body><main><h1>500</h1><p>服务暂时不可用，请稍后重试。</p><p>The page could not be shown. Please try again shortly.</p><p><a href="/">Home</a></p></main></body></html>`;
