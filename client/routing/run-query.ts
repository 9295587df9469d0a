import type { RouterContextProvider, StaticHandler, StaticHandlerContext } from 'react-router';

/**
 * Runs the static handler with route middleware switched on. React Router runs server
 * middleware only when `generateMiddlewareResponse` is given; it expects a Response, so the
 * router context is captured on the way and a placeholder Response carries the status.
 * Returns a Response for redirects (from middleware or loaders), the context otherwise.
 */
export async function runQuery(
  handler: StaticHandler,
  request: Request,
  requestContext: RouterContextProvider,
): Promise<Response | StaticHandlerContext> {
  let captured: StaticHandlerContext | undefined;
  const response = await handler.query(request, {
    requestContext,
    async generateMiddlewareResponse(query) {
      const result = await query(request);
      if (result instanceof Response) return result;
      captured = result;
      return new Response(null, { status: result.statusCode });
    },
  });
  if (!(response instanceof Response)) return response;
  const isRedirect = response.status >= 300 && response.status < 400 && response.headers.has('location');
  return captured && !isRedirect ? captured : response;
}
