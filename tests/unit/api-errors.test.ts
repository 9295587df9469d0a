import t from 'tap';
import { ApiError, isUnauthorized } from '../../shared/api/errors.ts';
import type * as ErrorsModule from '../../shared/api/errors.ts';

// A server render holds two copies of the module: the server's (which made the API client) and
// the SSR bundle's (which the page code checks against). Both must recognise each other's errors.
t.test('ApiError is recognised across copies of its module', async (t) => {
  const copy = (await import(`../../shared/api/errors.ts?copy=${Date.now()}`)) as typeof ErrorsModule;
  t.not(copy.ApiError, ApiError, 'a second module instance');
  const fromCopy = new copy.ApiError('gone', 404, null);
  t.ok(fromCopy instanceof ApiError);
  t.ok(new ApiError('x', 401, null) instanceof copy.ApiError);
  t.ok(isUnauthorized(new copy.ApiError('', 401, null)));
  t.notOk(new Error('plain') instanceof ApiError);
  t.notOk({ status: 404, message: 'x' } instanceof ApiError);
  t.ok(fromCopy instanceof Error);
});
