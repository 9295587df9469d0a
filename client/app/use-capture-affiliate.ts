import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AFF_STORAGE_KEY } from '#shared/config/credentials.ts';
import { writeLocal } from '#client/session/local-store.ts';

/** Any page opened with `?aff=CODE` remembers the inviter's code for sign-up (spec section 3). */
export function useCaptureAffiliate(): void {
  const [params] = useSearchParams();
  const aff = params.get('aff');
  useEffect(() => {
    if (aff && /^[\w-]{1,32}$/.test(aff)) writeLocal(AFF_STORAGE_KEY, aff);
  }, [aff]);
}
