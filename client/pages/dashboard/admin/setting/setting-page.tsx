import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { ROLE } from '#shared/access.ts';
import { OptionListSchema, SafeToolsSchema } from '#shared/api/schemas/option.ts';
import { defineSearchState, oneOfField } from '#shared/url-state/search-state.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { SITE_API, SITE_DEFAULTS_API, SiteDefaultsSchema, SiteSettingsSchema } from '#shared/api/schemas/site.ts';
import { gatewayHasHomeSwitch } from '#client/data/site-settings.ts';
import { optionValuesOf, valuesOfTab, withSiteValues } from './setting-form.ts';
import { GatewayLevelsNotice } from './gateway-levels-notice.tsx';
import { SETTING_SECTIONS, SETTING_TABS, sectionsOpenTo, sectionsTheGatewayHas } from './setting-sections.ts';
import type { SettingTab } from './setting-sections.ts';
import { SettingSection, sectionStyles } from './setting-section.tsx';
import { plainFieldsStyles } from './plain-fields.tsx';

/** Which tab is open (`?tab=system`), so a link or a reload keeps it. */
const SETTING_STATE = defineSearchState({ tab: oneOfField('tab', SETTING_TABS, 'operation') });

/**
 * Whether this browser has loaded every tab's values yet. The server render sends the open
 * tab's only (issue 37: the others, the page texts in three languages among them, were 15 KB
 * of the page); a load in the browser reads them all, so from then on a tab is only what is
 * shown and switching it reads nothing again.
 */
let everyTabLoaded = false;

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  return !everyTabLoaded && SETTING_STATE.parse(currentUrl.searchParams).tab !== SETTING_STATE.parse(nextUrl.searchParams).tab;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tab } = SETTING_STATE.parse(new URL(request.url).searchParams);
  const api = apiOf(context);
  // A refusal (upstream keeps /api/option/ to root) or a missing endpoint is the dashboard
  // boundary's to explain. Secrets arrive empty: the page never has them.
  const [options, safeTools, status, site, defaults] = await Promise.all([
    api.get('/api/option/', OptionListSchema),
    api.get('/api/option/safe_tools', SafeToolsSchema),
    loadStatus(context),
    // The console's own: the page texts one-hub has no option for, the home switch where it has none.
    api.get(SITE_API, SiteSettingsSchema),
    api.get(SITE_DEFAULTS_API, SiteDefaultsSchema),
  ]);
  const { values, consoleKeys } = withSiteValues(optionValuesOf(options), site, defaults, gatewayHasHomeSwitch(status));
  const inBrowser = !import.meta.env.SSR;
  if (inBrowser) everyTabLoaded = true;
  /** The tab the values are for, or `all`. */
  const valuesFor: SettingTab | 'all' = inBrowser ? 'all' : tab;
  return {
    valuesFor,
    values: inBrowser ? values : valuesOfTab(tab, values),
    consoleKeys,
    safeTools,
    invoices: status?.UserInvoiceMonth === true,
  };
}

/**
 * Settings (spec §2 `setting`, admin; admin reference §2.11 and §3): every option of one-hub's
 * operation, system and other tabs plus the spec's extensions, in sections that save on their
 * own, with the log purge and the monthly bills as actions. A saved change acts at once: the
 * header, the sign-in page and the notice read it on their next load. Options the gateway does
 * not list are not offered (`sectionsTheGatewayHas`); below root, neither are the options the
 * gateway keeps to root (`sectionsOpenTo`); a tab with none left says who may.
 */
export function Component() {
  const { t } = useTranslation('setting');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(SETTING_STATE);
  const role = useSessionUser()?.role ?? 0;
  // Until the browser holds every tab's values, the panel shows the tab the server's are for
  // (the strip follows a click at once; the other tab's values are on their way).
  const tab = data.valuesFor === 'all' ? state.draft.tab : data.valuesFor;
  const sections = sectionsOpenTo(sectionsTheGatewayHas(SETTING_SECTIONS[tab], data.values), role).filter(
    (section) => section.action !== 'invoice' || data.invoices,
  );
  return (
    <Box data-testid="setting-page" sx={[plainFieldsStyles, sectionStyles]}>
      <Tabs
        value={state.draft.tab}
        onChange={(_event, value: (typeof SETTING_TABS)[number]) => state.set({ tab: value })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTING_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={`setting-tab-${name}`}
            aria-controls="setting-panel"
            data-testid={`setting-tab-${name}`}
          />
        ))}
      </Tabs>
      <Stack spacing={2} role="tabpanel" id="setting-panel" aria-labelledby={`setting-tab-${tab}`}>
        {role >= ROLE.root ? <GatewayLevelsNotice /> : null}
        {sections.length === 0 ? (
          <Alert severity="info" data-testid="setting-root-only">
            {t('rootOnly')}
          </Alert>
        ) : null}
        {sections.map((section) => (
          <SettingSection
            key={`${tab}-${section.id}`}
            section={section}
            values={data.values}
            consoleKeys={data.consoleKeys}
            safeTools={data.safeTools}
          />
        ))}
      </Stack>
    </Box>
  );
}
