import { useTranslation } from 'react-i18next';
import type { Destination, Rule } from '#shared/api/schemas/alerts.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

interface RulesTableProps {
  rules: readonly Rule[];
  destinations: readonly Destination[];
  onEdit(rule: Rule): void;
}

/** The four conditions: on or off, their level, where they go; each row edits its rule. */
export function RulesTable({ rules, destinations, onEdit }: RulesTableProps) {
  const { t } = useTranslation(['alerts', 'table']);
  const sendsTo = (rule: Rule) => {
    if (rule.destinations === 'all') return t('alerts:rule.all');
    const chosen = rule.destinations.filter((id) => destinations.some((destination) => destination.id === id));
    return chosen.length === 0 ? t('alerts:rule.none') : t('alerts:rule.some', { count: chosen.length });
  };
  const columns: DataColumn<Rule>[] = [
    { id: 'condition', header: t('alerts:rule.condition'), rowHeader: true, cell: (rule) => t(`alerts:rule.name.${rule.kind}`) },
    {
      id: 'state',
      header: t('alerts:rule.state'),
      cell: (rule) => (
        <StatusTag color={rule.enabled ? 'success' : 'default'} label={t(rule.enabled ? 'alerts:rule.on' : 'alerts:rule.off')} />
      ),
    },
    { id: 'level', header: t('alerts:rule.level'), cell: (rule) => t(`alerts:rule.levelText.${rule.kind}`, { value: rule.threshold }) },
    { id: 'sendTo', header: t('alerts:rule.sendTo'), cell: sendsTo },
    actionsColumn(t('table:actions'), [
      rowAction('edit', t('alerts:rule.edit'), (rule) => t('alerts:rule.editTitle', { name: t(`alerts:rule.name.${rule.kind}`) }), onEdit, {
        testId: 'alert-rule-edit',
      }),
    ]),
  ];
  return (
    <DataTable
      label={t('alerts:rule.heading')}
      columns={columns}
      rows={rules}
      rowId={(rule) => rule.kind}
      rowProps={(rule) => ({ 'data-testid': 'alert-rule', 'data-kind': rule.kind })}
    />
  );
}
