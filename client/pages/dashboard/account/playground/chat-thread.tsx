import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUsage } from '#shared/format/quota.ts';
import { pathOf } from '#shared/route-paths.ts';
import type { AnswerCost, Turn } from './conversations.ts';
import type { AnswerFailure } from './relay-error.ts';
import { LazyMarkdown } from '#client/components/markdown/lazy-markdown.tsx';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

const PLAIN_SX = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const TURN_SX = { p: 2, '&[data-role="user"]': { bgcolor: 'action.hover' } } as const;

export interface Money {
  quota_per_unit: number;
  display_in_currency: boolean;
}

/** An answer: markdown (model output is untrusted: no HTML, safe links), a plain fallback while the viewer loads. */
function AnswerText({ content }: { content: string }) {
  return (
    <Suspense fallback={<Typography sx={PLAIN_SX}>{content}</Typography>}>
      <LazyMarkdown content={content} kind="answer" />
    </Suspense>
  );
}

function CostLine({ cost, money }: { cost: AnswerCost; money: Money }) {
  const { t } = useTranslation('playground');
  const tokens = { prompt: cost.promptTokens, completion: cost.completionTokens };
  return (
    <Typography
      variant="caption"
      component="p"
      sx={{ mt: 1, color: 'text.secondary' }}
      data-testid="playground-cost"
      data-quota={cost.quota ?? undefined}
    >
      {cost.quota === null
        ? t('thread.costUnknown', tokens)
        : t('thread.cost', { amount: formatUsage(cost.quota, money), quota: cost.quota, ...tokens })}
    </Typography>
  );
}

function TurnView({ turn, money }: { turn: Turn; money: Money }) {
  const { t } = useTranslation('playground');
  const user = turn.role === 'user';
  return (
    <Paper variant="outlined" sx={TURN_SX} data-role={turn.role} data-testid={user ? 'playground-prompt' : 'playground-answer'}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {user ? t('thread.you') : (turn.model ?? t('thread.assistant'))}
      </Typography>
      {user ? <Typography sx={PLAIN_SX}>{turn.content}</Typography> : <AnswerText content={turn.content} />}
      {turn.stopped ? (
        <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }} data-testid="playground-stopped">
          {t('thread.stopped')}
        </Typography>
      ) : null}
      {!user && turn.cost ? <CostLine cost={turn.cost} money={money} /> : null}
      {!user && !turn.cost && !turn.stopped ? (
        <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('thread.noUsage')}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** What went wrong with the last answer, in words, with the gateway's own message and a way out. */
export function FailureAlert({ failure, group, model }: { failure: AnswerFailure; group: string; model: string }) {
  const { t } = useTranslation('playground');
  const action =
    failure.kind === 'balance' ? (
      <Button color="inherit" size="small" component={Link} to={pathOf('dashboard.topup')}>
        {t('failure.topUp')}
      </Button>
    ) : failure.kind === 'key' ? (
      <Button color="inherit" size="small" component={Link} to={pathOf('dashboard.key')}>
        {t('failure.keys')}
      </Button>
    ) : undefined;
  return (
    <Alert severity="error" action={action} data-testid="playground-failure" data-kind={failure.kind}>
      <Typography variant="body2">{t(`failure.${failure.kind}`, { group, model })}</Typography>
      {failure.message ? (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="playground-gateway-message">
          {t('failure.gatewaySays', { message: translateGatewayMessage(failure.message, t) })}
        </Typography>
      ) : null}
    </Alert>
  );
}

const THREAD_SX = { maxHeight: '60vh', overflowY: 'auto', pr: 0.5 } as const;
/** How close to the bottom counts as "following" the answer. */
const FOLLOW_SLACK_PX = 96;

interface ChatThreadProps {
  turns: readonly Turn[];
  /** The answer arriving now (null when nothing streams). */
  streaming: string | null;
  money: Money;
}

/** The conversation: prompts as plain text, answers through the safe markdown viewer, each with its cost. */
export function ChatThread({ turns, streaming, money }: ChatThreadProps) {
  const { t } = useTranslation('playground');
  const scroller = useRef<HTMLDivElement>(null);
  // Follow the answer as it arrives, unless the reader has scrolled up to read something else.
  useEffect(() => {
    const box = scroller.current;
    if (box && box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_SLACK_PX) box.scrollTop = box.scrollHeight;
  }, [streaming, turns.length]);
  if (turns.length === 0 && streaming === null)
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('thread.empty')}</Typography>
      </Box>
    );
  return (
    // Its own scroll area: the composer (and its Stop button) stays where it is while an answer
    // grows. Focusable, so a keyboard can scroll it.
    <Stack
      ref={scroller}
      spacing={1.5}
      data-testid="playground-thread"
      tabIndex={0}
      role="region"
      aria-label={t('thread.label')}
      sx={THREAD_SX}
    >
      {turns.map((turn, index) => (
        <TurnView key={index} turn={turn} money={money} />
      ))}
      {streaming !== null ? (
        <Paper variant="outlined" sx={TURN_SX} data-role="assistant" data-testid="playground-streaming" aria-busy="true">
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('thread.streaming')}
          </Typography>
          <AnswerText content={streaming} />
        </Paper>
      ) : null}
    </Stack>
  );
}
