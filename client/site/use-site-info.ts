import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { StatusSchema } from '#shared/api/schemas/status.ts';
import type { Status } from '#shared/api/schemas/status.ts';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { useToast } from '#client/context/toast-context.ts';
import type { StatusResult } from '#client/routing/loader-helpers.ts';
import { readLocal, writeLocal } from '#client/session/local-store.ts';
import { SITE_INFO_STORAGE_KEY, siteInfoFrom, versionDiffers } from './site-info.ts';
import type { SiteInfo } from './site-info.ts';

const VERSION_NOTICE_KEY = 'version-notice';

const noSubscription = () => () => undefined;

function parseStored(text: string | null): Status | null {
  if (!text) return null;
  try {
    const parsed = StatusSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True when this browser session was already told about `version` (and remembers it now). */
function versionNoticeShown(version: string): boolean {
  try {
    if (window.sessionStorage.getItem(VERSION_NOTICE_KEY) === version) return true;
    window.sessionStorage.setItem(VERSION_NOTICE_KEY, version);
  } catch (error) {
    console.error('sessionStorage failed', error);
  }
  return false;
}

/** The site info from the root loader's `/api/status`, or the copy stored after the last success. */
export function useSiteInfo(): SiteInfo {
  const result = useRouteLoaderData<StatusResult>('root');
  const failed = !result?.status;
  // The server cannot see localStorage, so hydration uses nothing and React switches to the
  // stored copy right after.
  const storedText = useSyncExternalStore(
    noSubscription,
    () => (failed ? readLocal(SITE_INFO_STORAGE_KEY) : null),
    () => null,
  );
  const stored = useMemo(() => parseStored(storedText), [storedText]);
  return siteInfoFrom(result?.status ?? stored);
}

/**
 * Runs once in the shell: keeps the latest status in localStorage, shows the error toast when
 * `/api/status` failed, and tells once per browser session when the gateway runs another version.
 */
export function useSiteInfoEffects(): void {
  const { t } = useTranslation(['toast']);
  const toast = useToast();
  const { appVersion } = usePublicConfig();
  const result = useRouteLoaderData<StatusResult>('root');
  const status = result?.status ?? null;
  const error = result?.error ?? null;
  useEffect(() => {
    if (status) {
      writeLocal(SITE_INFO_STORAGE_KEY, JSON.stringify(status));
      if (versionDiffers(status.version, appVersion) && !versionNoticeShown(status.version)) {
        toast.show(t('toast:site.version', { version: status.version }), { severity: 'info', duration: 6000 });
      }
    } else if (error) {
      toast.show(t('toast:site.statusFailed', { message: error }), { severity: 'error' });
    }
  }, [status, error, appVersion, t, toast]);
}
