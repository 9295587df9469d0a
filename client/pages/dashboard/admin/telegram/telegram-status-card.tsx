import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TelegramStatus } from '#shared/api/schemas/telegram.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

interface TelegramStatusCardProps {
  status: TelegramStatus;
  /** The bot's username from `/api/status` (`telegram_bot`), '' when the gateway names none. */
  botName: string;
  onReload(): Promise<void>;
}

/**
 * The bot at a glance: online or offline, by webhook or by polling, its name with a t.me link,
 * and the reload that pushes the menu to Telegram (edits show in the bot only after it).
 */
export function TelegramStatusCard({ status, botName, onReload }: TelegramStatusCardProps) {
  const { t } = useTranslation('telegram');
  const [busy, setBusy] = useState(false);
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="telegram-status">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 1 }}>
          {t('status.title')}
        </Typography>
        <StatusTag
          color={status.status ? 'success' : 'default'}
          variant="outlined"
          label={t(status.status ? 'status.online' : 'status.offline')}
          data-testid="telegram-online"
        />
        {status.status ? (
          <StatusTag color="info" variant="outlined" label={t(status.is_webhook ? 'status.webhook' : 'status.polling')} />
        ) : null}
        {botName ? (
          <Link
            href={`https://t.me/${encodeURIComponent(botName)}`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="telegram-bot-link"
          >
            @{botName}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('status.noBot')}
          </Typography>
        )}
        {/* one-hub refuses a reload while no bot runs (`telegram bot is not enabled`). */}
        {status.status ? null : (
          <Typography variant="caption" sx={{ color: 'text.secondary', ml: 'auto' }} data-testid="telegram-reload-needs-bot">
            {t('status.reloadNeedsBot')}
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          sx={{ ml: status.status ? 'auto' : 0 }}
          disabled={busy || !status.status}
          data-testid="telegram-reload"
          onClick={() => {
            setBusy(true);
            void onReload().finally(() => setBusy(false));
          }}
        >
          {t('status.reload')}
        </Button>
      </Stack>
      <Alert severity="info" variant="outlined">
        {t('status.info')}
      </Alert>
    </Stack>
  );
}
