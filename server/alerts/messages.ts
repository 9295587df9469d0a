import type { i18n } from 'i18next';
import type { AlertMessage } from './destinations.ts';
import type { AlertRow } from './alert-records.ts';

/**
 * An alert written in one language: its title and text from `alerts:message.<kind>.<event>`,
 * filled with the facts the check recorded (names, amounts already formatted as the site shows
 * money). Written at send time, so each recipient reads it in their own language.
 */
export function writeAlert(
  i18next: i18n,
  alert: Pick<AlertRow, 'id' | 'kind' | 'event' | 'facts' | 'created_at'>,
  language: string,
): AlertMessage {
  const t = i18next.getFixedT(language, 'alerts');
  const facts = JSON.parse(alert.facts) as Record<string, unknown>;
  const base = `message.${alert.kind}.${alert.event}`;
  const when = new Date(alert.created_at).toISOString().replace('T', ' ').slice(0, 16);
  return {
    id: alert.id,
    kind: alert.kind,
    event: alert.event,
    title: t(`${base}.title`, facts),
    text: `${t(`${base}.text`, facts)}\n${t('message.occurredAt', { when })}`,
    language,
    occurredAt: alert.created_at,
    facts,
  };
}

/** The title alone, for the delivery log in the reader's language. */
export function alertTitle(i18next: i18n, alert: Pick<AlertRow, 'kind' | 'event' | 'facts'>, language: string): string {
  const facts = JSON.parse(alert.facts) as Record<string, unknown>;
  return i18next.getFixedT(language, 'alerts')(`message.${alert.kind}.${alert.event}.title`, facts);
}
