import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Log } from '#shared/api/schemas/log.ts';
import { logBreakdown } from './log-breakdown.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { durationText, formatLogPrice, formatLogQuota, formatRatio } from './log-format.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} data-testid={testId}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 140 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The expanded row: the row's own fields in full (the table cuts names to one line, and a
 * phone's card shows only the model, the cost and the status), the price breakdown from
 * `metadata` and the row's content.
 */
export function LogDetail({ row, money, timeZone }: { row: Log; money: QuotaDisplay; timeZone: string }) {
  const { t } = useTranslation('log');
  const b = logBreakdown(row, money.quotaPerUnit);
  const price = (dollars: number) => formatLogPrice(dollars, money);
  const fields: [key: string, text: string][] = [
    ['time', formatDateTime(row.created_at, timeZone)],
    ['model', row.model_name],
    ['token', row.token_name],
    ['channel', row.channel_id ? `${row.channel_id}${row.channel?.name ? ` · ${row.channel.name}` : ''}` : ''],
    ['user', row.username],
    ['prompt', row.prompt_tokens ? String(row.prompt_tokens) : ''],
    ['completion', row.completion_tokens ? String(row.completion_tokens) : ''],
    ['duration', row.type === 2 ? durationText(row, t) : ''],
    ['ip', row.source_ip],
  ];
  return (
    <Box sx={{ py: 1.5, px: { xs: 0, sm: 2 } }} data-testid="log-detail">
      <Stack spacing={0.75}>
        {fields.map(([key, text]) =>
          text === '' ? null : (
            <Line key={key} label={t(`log:columns.${key}`)} testId={`log-detail-${key}`}>
              {text}
            </Line>
          ),
        )}
        {b ? (
          <>
            <Line label={t('log:detail.priceType')} testId="log-detail-price-type">
              {b.priceType === 'times' ? t('log:detail.times') : t('log:detail.tokens')}
            </Line>
            {b.groupName || b.backupGroupName ? (
              <Line label={t('log:detail.group')}>
                {b.isBackupGroup && b.backupGroupName ? `${b.backupGroupName} (${t('log:row.backupGroup')})` : b.groupName}
              </Line>
            ) : null}
            <Line label={t('log:detail.groupRatio')} testId="log-detail-group-ratio">
              {formatRatio(b.groupRatio)}
            </Line>
            {b.priceType === 'times' ? (
              <Line label={t('log:detail.perCall')} testId="log-detail-per-call">
                {`${formatRatio(b.inputRatio)} × ${formatRatio(b.groupRatio)} → ${price(b.perCall)}`}
              </Line>
            ) : (
              <>
                <Line label={t('log:detail.inputPrice')} testId="log-detail-input">
                  {`${formatRatio(b.inputRatio)} × ${formatRatio(b.groupRatio)} → ${t('log:detail.per1k', { price: price(b.inputPer1k) })} · ${t('log:detail.per1m', { price: price(b.inputPer1m) })}`}
                </Line>
                <Line label={t('log:detail.outputPrice')} testId="log-detail-output">
                  {`${formatRatio(b.outputRatio)} × ${formatRatio(b.groupRatio)} → ${t('log:detail.per1k', { price: price(b.outputPer1k) })} · ${t('log:detail.per1m', { price: price(b.outputPer1m) })}`}
                </Line>
              </>
            )}
            {b.extras.length > 0 ? (
              <Line label={t('log:detail.extras')} testId="log-detail-extras">
                {b.extras.map((e) => (
                  <div key={e.name}>{t('log:detail.extra', { name: e.name, count: e.count, ratio: formatRatio(e.ratio) })}</div>
                ))}
              </Line>
            ) : null}
            <Line label={t('log:detail.formula')} testId="log-detail-formula">
              {b.priceType === 'times'
                ? t('log:detail.timesFormula', {
                    input: formatRatio(b.inputRatio),
                    group: formatRatio(b.groupRatio),
                    quota: b.computedQuota,
                  })
                : t('log:detail.tokensFormula', {
                    prompt: formatRatio(b.effectivePrompt),
                    completion: formatRatio(b.effectiveCompletion),
                    input: formatRatio(b.inputRatio),
                    output: formatRatio(b.outputRatio),
                    group: formatRatio(b.groupRatio),
                    quota: b.computedQuota,
                  })}
            </Line>
            <Line label={t('log:detail.charged')} testId="log-detail-charged">
              {`${row.quota} (${formatLogQuota(row.quota, { ...money, displayInCurrency: true })})`}
            </Line>
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('log:detail.noPrice')}
          </Typography>
        )}
        {row.content ? (
          <Line label={t('log:detail.content')} testId="log-detail-content">
            {row.content}
          </Line>
        ) : null}
      </Stack>
    </Box>
  );
}
