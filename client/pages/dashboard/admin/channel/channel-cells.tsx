import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_STATUS } from '#shared/api/schemas/channel.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { RowSwitch } from '#client/components/first-render/first-render-switch.tsx';
import { TooltipButton } from '#client/components/table/table-cells.tsx';

// The buttons and the texts in them are styled by the channel table (`td > button`,
// `.channel-ask-text`, `.channel-ask-caption`): no class of their own in every row.

/** The status tag (enabled, disabled by hand, disabled by a failed test) and the switch. */
export function StatusCell({ channel, onToggle }: { channel: Channel; onToggle(enabled: boolean): Promise<void> }) {
  const { t } = useTranslation('channel');
  const enabled = channel.status === CHANNEL_STATUS.enabled;
  const color = enabled ? 'success' : channel.status === CHANNEL_STATUS.auto ? 'warning' : 'default';
  const label = t('table.toggle', { name: channel.name });
  return (
    <span data-testid="channel-status" data-status={channel.status}>
      <RowSwitch checked={enabled} label={label} onToggle={onToggle} />
      <StatusTag variant="outlined" color={color} label={t(`status.${channel.status}`, { defaultValue: t('status.unknown') })} />
    </span>
  );
}

/**
 * A cell that is a button asking the provider again (a test, the balance): disabled while the
 * request runs; the tooltip describes (never names) the button, whose name is what it shows
 * (WCAG label-in-name).
 */
function AskAgainButton({
  title,
  testId,
  onClick,
  children,
}: {
  title: string;
  testId: string;
  onClick(): Promise<void>;
  children(busy: boolean): ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Tooltip describeChild title={title}>
      <TooltipButton
        disabled={busy}
        data-testid={testId}
        onClick={() => {
          setBusy(true);
          void onClick().finally(() => setBusy(false));
        }}
      >
        {children(busy)}
      </TooltipButton>
    </Tooltip>
  );
}

/** The last test's response time; a click tests again with the model chosen for this channel. */
export function ResponseCell({ channel, model, onTest }: { channel: Channel; model: string; onTest(): Promise<void> }) {
  const { t } = useTranslation('channel');
  const label = channel.test_time === 0 ? t('table.untested') : t('table.seconds', { seconds: (channel.response_time / 1000).toFixed(2) });
  return (
    <AskAgainButton
      title={t('table.testNamed', { name: channel.name, model: model || t('table.defaultModel') })}
      testId="channel-response"
      onClick={onTest}
    >
      {(busy) => <span className="channel-ask-text">{busy ? t('table.testing') : label}</span>}
    </AskAgainButton>
  );
}

/** Used quota over the provider's balance; a click asks the provider again. */
export function BalanceCell({ channel, used, onRefresh }: { channel: Channel; used: string; onRefresh(): Promise<void> }) {
  const { t } = useTranslation('channel');
  return (
    <AskAgainButton title={t('table.refreshBalanceNamed', { name: channel.name })} testId="channel-balance" onClick={onRefresh}>
      {() => (
        <>
          <span className="channel-ask-text">{used}</span>
          <span className="channel-ask-caption">
            {channel.balance_updated_time === 0 ? t('table.noBalance') : t('table.balance', { balance: channel.balance.toFixed(2) })}
          </span>
        </>
      )}
    </AskAgainButton>
  );
}
