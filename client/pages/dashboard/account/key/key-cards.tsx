import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '#shared/api/schemas/key.ts';
import type { useKeyText } from '#client/components/key-editor/key-cells.tsx';
import { OUTLINED_CARD_SX } from '#client/components/dashboard-cards/outlined-card-sx.ts';
import { BUDGET_CELL_SX } from '#client/components/budget/budget-cell.tsx';

interface KeyCardsProps {
  /** Rendered beside the table: shown below `lg` only. Alone: always shown. */
  responsive: boolean;
  tokens: readonly Token[];
  text: ReturnType<typeof useKeyText>;
  status(token: Token): ReactNode;
  /** The budget fact; null when budgets are off. */
  budget: ((token: Token) => ReactNode) | null;
  actions(token: Token): ReactNode;
}

/*
 * The cards are plain elements styled once, here, by the list: each card had a Card, a Stack
 * and two Typography per fact (about 25 styled components a card), which Emotion serialised
 * again for every card on every render, next to the table the same page renders for wide
 * screens. They look as before: an outlined paper card, the name as subtitle1, the facts as body2.
 */
const CARDS_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gap: 1.5,
  p: 2,
  pt: 0,
  '& .key-card': { ...OUTLINED_CARD_SX, p: 2 },
  '& .key-card-head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 },
  '& .key-card-name': { typography: 'subtitle1', fontWeight: 600, wordBreak: 'break-all', m: 0 },
  '& .key-card dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5 },
  '& .key-card dl > div': { display: 'contents' },
  '& .key-card dt': { typography: 'body2', color: 'text.secondary' },
  '& .key-card dd': { typography: 'body2', m: 0 },
  ...BUDGET_CELL_SX,
  '& .key-cards-empty': { gridColumn: '1 / -1', py: 4, m: 0, textAlign: 'center', color: 'text.secondary' },
} as const;

/** The keys as cards below `lg`, where the table's columns do not fit. */
export function KeyCards({ responsive, tokens, text, status, budget, actions }: KeyCardsProps) {
  const { t } = useTranslation(['key', 'budgets']);
  return (
    <Box sx={responsive ? [CARDS_SX, { display: { xs: 'grid', lg: 'none' } }] : CARDS_SX}>
      {tokens.length === 0 ? <p className="key-cards-empty">{t('table.empty')}</p> : null}
      {tokens.map((token) => {
        const facts = [
          ['group', text.group(token.group)],
          ['backupGroup', text.backupGroup(token.backup_group)],
          ['used', text.used(token)],
          ['remaining', text.remaining(token)],
          ['created', text.created(token)],
          ['expires', text.expires(token)],
          ['accessed', text.accessed(token)],
        ] as const;
        return (
          <div key={token.id} className="key-card" data-testid="key-card">
            <div className="key-card-head">
              <h6 className="key-card-name">{token.name}</h6>
              {status(token)}
            </div>
            <dl>
              {facts.map(([column, value]) => (
                <div key={column}>
                  <dt>{t(`columns.${column}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              {budget ? (
                <div>
                  <dt>{t('budgets:form.section')}</dt>
                  <dd>{budget(token)}</dd>
                </div>
              ) : null}
            </dl>
            {actions(token)}
          </div>
        );
      })}
    </Box>
  );
}
