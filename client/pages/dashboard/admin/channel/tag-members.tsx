import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_STATUS } from '#shared/api/schemas/channel.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { RowActionButton, SelectAllCell, SelectRowCell } from '#client/components/table/table-cells.tsx';
import { useRowSelection } from '#client/components/table/row-selection.ts';
import { TextInput } from '#client/components/text-input/text-input.tsx';

interface TagMembersProps {
  members: readonly Channel[];
  /** Each member's key by channel id: only shown masked. */
  keys: ReadonlyMap<number, string>;
  /** Saves a member's name and, when typed, its new key; answers the refusal, or null. */
  onEdit(member: Channel, name: string, key: string): Promise<string | null>;
  /** Asks before deleting the chosen members (the caller confirms, naming the count). */
  onDelete(members: readonly Channel[]): void;
}

const TABLE_SX = { mb: 2, '& th, & td': { px: 1 }, '& td': { wordBreak: 'break-all' } } as const;
const KEY_SX = { fontFamily: 'monospace' } as const;
// Enter in a member's field must not submit the tag form around it.
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * A tag's members: name, masked key and status; a simple edit per member (name, and a new key
 * when one is typed: an empty key keeps it) and a batch delete of the ticked members.
 */
export function TagMembers({ members, keys, onEdit, onDelete }: TagMembersProps) {
  const { t } = useTranslation(['channel_tools', 'channel', 'channel_dialogs']);
  const { picked, select, clear } = useRowSelection();
  const [editing, setEditing] = useState<{ id: number; name: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = members.filter((member) => picked.has(member.id));

  async function saveEdit(member: Channel) {
    if (!editing || editing.name.trim() === '') return;
    setBusy(true);
    const answer = await onEdit(member, editing.name.trim(), editing.key);
    setBusy(false);
    setRefusal(answer);
    if (!answer) setEditing(null);
  }

  return (
    <section aria-label={t('channel_tools:tag.members', { count: members.length })} data-testid="tag-members">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mr: 'auto' }}>
          {t('channel_tools:tag.members', { count: members.length })}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={chosen.length === 0}
          onClick={() => {
            onDelete(chosen);
            clear();
          }}
          data-testid="tag-members-delete"
        >
          {t('channel_tools:tag.deleteMembers', { count: chosen.length })}
        </Button>
      </Stack>
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal}
        </Alert>
      ) : null}
      <Table size="small" sx={TABLE_SX} aria-label={t('channel_tools:tag.members', { count: members.length })}>
        <TableHead>
          <TableRow>
            <SelectAllCell
              ids={members.map((member) => member.id)}
              selected={picked}
              onSelect={select}
              label={t('channel_tools:tag.selectAll')}
            />
            <TableCell>{t('channel:columns.name')}</TableCell>
            <TableCell>{t('channel_tools:tag.key')}</TableCell>
            <TableCell>{t('channel:columns.status')}</TableCell>
            <TableCell align="right">{t('channel:columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) =>
            editing?.id === member.id ? (
              <TableRow key={member.id} data-testid="tag-member" data-name={member.name}>
                <TableCell />
                <TableCell colSpan={4}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }} onKeyDown={keepEnter}>
                    <TextInput
                      name="member-name"
                      label={t('channel_dialogs:form.name')}
                      value={editing.name}
                      autoFocus
                      onChange={(event) => setEditing({ ...editing, name: event.target.value })}
                    />
                    <TextInput
                      name="member-key"
                      label={t('channel_tools:tag.newKey')}
                      helperText={t('channel_dialogs:form.keyKeep')}
                      value={editing.key}
                      autoComplete="off"
                      onChange={(event) => setEditing({ ...editing, key: event.target.value })}
                    />
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', pt: 1 }}>
                      <Button size="small" onClick={() => setEditing(null)} disabled={busy}>
                        {t('channel_dialogs:form.cancel')}
                      </Button>
                      <Button
                        size="small"
                        variant="contained"
                        loading={busy}
                        disabled={editing.name.trim() === ''}
                        onClick={() => void saveEdit(member)}
                        data-testid="tag-member-save"
                      >
                        {t('channel_dialogs:form.save')}
                      </Button>
                    </Stack>
                  </Stack>
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={member.id} data-testid="tag-member" data-name={member.name}>
                <SelectRowCell
                  id={member.id}
                  selected={picked}
                  onSelect={select}
                  label={t('channel:table.select', { name: member.name })}
                />
                <TableCell>{member.name}</TableCell>
                <TableCell sx={KEY_SX}>{keys.get(member.id) ?? ''}</TableCell>
                <TableCell>
                  <StatusTag
                    variant="outlined"
                    color={member.status === CHANNEL_STATUS.enabled ? 'success' : 'default'}
                    label={t(`channel:status.${member.status}`, { defaultValue: t('channel:status.unknown') })}
                  />
                </TableCell>
                <TableCell align="right">
                  <RowActionButton
                    icon="edit"
                    title={t('channel_tools:tag.editMember')}
                    label={t('channel:actions.editNamed', { name: member.name })}
                    onClick={() => {
                      setRefusal(null);
                      setEditing({ id: member.id, name: member.name, key: '' });
                    }}
                  />
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </section>
  );
}
