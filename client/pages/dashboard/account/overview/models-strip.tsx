import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format/number.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import { PanelCaption, PanelCard, PanelTitle } from '#client/components/dashboard-cards/panel-card.tsx';
import type { ModelOwners } from './compact-data.ts';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';
import { compareNames } from '#shared/format/compare-names.ts';

interface ModelsStripProps {
  models: LoadResult<ModelOwners>;
  /** Owner name → icon URL, where the gateway has one. */
  ownerIcons: Record<string, string>;
}

/*
 * The strip's chips are plain buttons styled once by the list: a clickable MUI Chip with its
 * Avatar was six styled components, serialised again per model (about twenty) per render. They
 * look like MUI's small outlined chip, and their avatars like MUI's Avatar (one more styled
 * instance per chip before). The owner's initial, where the gateway has no icon or the icon does
 * not load, is drawn by CSS: visible text inside the chip would have to be part of its name
 * ("Copy gpt-4o"), and a letter read out is noise.
 */
const STRIP_SX = {
  m: 0,
  p: 0,
  pb: 1,
  listStyle: 'none',
  display: 'flex',
  gap: 1,
  overflowX: 'auto',
  flexWrap: { xs: 'nowrap', md: 'wrap' },
  maxHeight: { md: 136 },
  overflowY: { md: 'auto' },
  '& .model-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    height: 24,
    maxWidth: '100%',
    p: '0 8px 0 3px',
    border: 1,
    borderColor: 'divider',
    borderRadius: 3,
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    fontSize: 13,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'background-color 150ms',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  },
  '& .model-chip-avatar': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 18,
    height: 18,
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: '50%',
    fontSize: 10,
    lineHeight: 1,
    userSelect: 'none',
    color: 'text.secondary',
    bgcolor: 'action.selected',
  },
  '& .model-chip-avatar > img': { width: '100%', height: '100%', objectFit: 'cover', color: 'transparent', textIndent: 10000 },
  '& .model-chip-initial::before': { content: 'attr(data-initial)' },
} as const;

/** The models the user can call, as a scrolling row of chips; a click copies the name. */
export function ModelsStrip({ models, ownerIcons }: ModelsStripProps) {
  const { t, i18n } = useTranslation('dashboard');
  const copy = useCopy();
  const { brokenIcons, markBroken, listRef } = useBrokenIcons();
  const entries = models.ok ? Object.entries(models.data).sort(([a], [b]) => compareNames(a, b)) : [];
  return (
    <PanelCard testId="overview-models">
      <PanelTitle>{t('overview.models.title')}</PanelTitle>
      {models.ok ? (
        <PanelCaption below={1.5}>
          {entries.length > 0
            ? t('overview.models.caption', { total: formatNumber(entries.length, i18n.language) })
            : t('overview.models.empty')}
        </PanelCaption>
      ) : (
        <LoadMessage failure={models} />
      )}
      {entries.length > 0 ? (
        <Box component="ul" sx={STRIP_SX} ref={listRef}>
          {entries.map(([name, model]) => {
            const icon = ownerIcons[model.owned_by];
            const showIcon = icon !== undefined && !brokenIcons.has(icon);
            return (
              <li key={name}>
                <button
                  type="button"
                  className="model-chip"
                  data-testid="overview-model-chip"
                  aria-label={t('overview.models.copyLabel', { name })}
                  title={model.owned_by}
                  onClick={() => void copy(name, name)}
                >
                  <span className="model-chip-avatar" aria-hidden>
                    {showIcon ? (
                      <img src={icon} alt="" onError={() => markBroken(icon)} />
                    ) : (
                      <span className="model-chip-initial" data-initial={model.owned_by.slice(0, 1).toUpperCase()} />
                    )}
                  </span>
                  {name}
                </button>
              </li>
            );
          })}
        </Box>
      ) : null}
    </PanelCard>
  );
}

/**
 * The owner icons that failed to load, so their chips show the initial as MUI's Avatar did.
 * An image can fail before the page hydrates, when React is not yet listening: the list is
 * checked once after hydrating for images that completed without pixels.
 */
function useBrokenIcons() {
  const [brokenIcons, setBrokenIcons] = useState<ReadonlySet<string>>(() => new Set());
  const listRef = useRef<HTMLUListElement>(null);
  const markBroken = (url: string) => setBrokenIcons((known) => (known.has(url) ? known : new Set([...known, url])));
  useEffect(() => {
    // `decode()` settles at once for an image already complete: it rejects for one that failed
    // (an SVG without a size also has no natural width, so that alone does not tell).
    for (const img of listRef.current?.querySelectorAll('img') ?? []) {
      if (img.complete) img.decode().catch(() => markBroken(img.getAttribute('src') ?? ''));
    }
  }, []);
  return { brokenIcons, markBroken, listRef };
}
