import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LogLine } from './system-log-state.ts';

const LOG_SX = {
  m: 0,
  px: 2,
  py: 1.5,
  maxHeight: '65vh',
  overflow: 'auto',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: '0.8125rem',
  lineHeight: 1.6,
  bgcolor: 'background.default',
  borderTop: 1,
  borderColor: 'divider',
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& > div': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& [data-part="time"]': { color: 'text.secondary' },
  '& [data-level="WARN"]': { color: 'warning.main', fontWeight: 600 },
  '& [data-level="ERR"], & [data-level="FATAL"]': { color: 'error.main', fontWeight: 600 },
} as const;

/**
 * The lines as monospace text, oldest first. Everything is a text node: a message written by
 * the gateway (a provider's answer, a user's input echoed in an error) can never become markup.
 * The box scrolls on its own, so it takes the keyboard focus to scroll by keys.
 */
export function SystemLogView({ lines }: { lines: readonly LogLine[] }) {
  const { t } = useTranslation('system_info');
  if (lines.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', px: 2, py: 4, textAlign: 'center' }} data-testid="system-log-empty">
        {t('empty')}
      </Typography>
    );
  }
  return (
    <Box component="section" tabIndex={0} aria-label={t('label')} sx={LOG_SX} data-testid="system-log">
      {lines.map((line, index) => (
        <div key={index} data-testid="system-log-line">
          <span data-part="time">{line.time}</span> <span data-level={line.level}>{`[${line.level}]`}</span> {line.message}
        </div>
      ))}
    </Box>
  );
}
