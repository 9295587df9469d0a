import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import type { Chat } from './conversations.ts';

interface ChatListProps {
  chats: readonly Chat[];
  currentId: string;
  busy: boolean;
  onNew: () => void;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Past conversations (kept in this browser), newest first, with "new chat" and delete. */
export function ChatList({ chats, currentId, busy, onNew, onOpen, onDelete }: ChatListProps) {
  const { t } = useTranslation('playground');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('chats.title')}
        </Typography>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<ActionIcon name="add" />}
          onClick={onNew}
          disabled={busy}
          data-testid="playground-new-chat"
        >
          {t('chats.new')}
        </Button>
        {chats.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('chats.empty')}
          </Typography>
        ) : (
          <List dense data-testid="playground-chats">
            {chats.map((chat) => {
              const title = chat.title || t('chats.untitled');
              return (
                <ListItem
                  key={chat.id}
                  disablePadding
                  secondaryAction={
                    <IconButton edge="end" size="small" aria-label={t('chats.delete', { title })} onClick={() => onDelete(chat.id)}>
                      <ActionIcon name="delete" fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemButton selected={chat.id === currentId} disabled={busy} onClick={() => onOpen(chat.id)}>
                    <ListItemText primary={title} slotProps={{ primary: { noWrap: true } }} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('chats.local')}
        </Typography>
      </CardContent>
    </Card>
  );
}
