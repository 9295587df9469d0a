import { data } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { gatewayFailureOf, pageStatusOf } from '#shared/api/gateway-failure.ts';

/**
 * Loaders just throw: a gateway call that failed leaves the loader as a route error response
 * carrying the failure as plain data (an Error would reach the browser's hydration as a bare
 * message), with the page status it implies; the dashboard's error boundary explains it.
 * Redirects and other throws pass unchanged.
 */
export function withGatewayFailures(loader: LoaderFunction): LoaderFunction {
  const wrapped: LoaderFunction = async (args, handlerContext) => {
    try {
      return await loader(args, handlerContext);
    } catch (error) {
      const failure = gatewayFailureOf(error);
      if (failure) throw data(failure, { status: pageStatusOf(failure) });
      throw error;
    }
  };
  return loader.hydrate === undefined ? wrapped : Object.assign(wrapped, { hydrate: loader.hydrate });
}
