import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/forms/error-message.ts';
import { CodeBox } from '#client/components/code-box/code-box.tsx';
import { CODE_LANGUAGES, KEY_PLACEHOLDER, requestCode } from './request-code.ts';
import type { CodeLanguage } from './request-code.ts';
import type { ChatRequestBody } from './stream-chat.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

interface CodeDialogProps {
  open: boolean;
  onClose: () => void;
  baseUrl: string;
  body: ChatRequestBody;
  /** The chosen key, asked for only when the user reveals it. */
  resolveKey: () => Promise<string>;
}

type KeyView = { state: 'hidden' } | { state: 'loading' } | { state: 'shown'; key: string } | { state: 'failed'; message: string };

/** "Show code": the playground's exact request as curl, Python or Node; the key is a placeholder until revealed. */
export function CodeDialog({ open, onClose, baseUrl, body, resolveKey }: CodeDialogProps) {
  const { t } = useTranslation(['playground', 'error']);
  const [language, setLanguage] = useState<CodeLanguage>('curl');
  const [key, setKey] = useState<KeyView>({ state: 'hidden' });
  // Closing hides the key again.
  const close = () => {
    setKey({ state: 'hidden' });
    onClose();
  };

  async function reveal() {
    setKey({ state: 'loading' });
    try {
      setKey({ state: 'shown', key: await resolveKey() });
    } catch (error) {
      setKey({ state: 'failed', message: errorMessage(error, t) });
    }
  }

  const code = requestCode(language, baseUrl, key.state === 'shown' ? key.key : KEY_PLACEHOLDER, body);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="playground-code-title">
      <DialogTitle id="playground-code-title">{t('playground:code.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={language}
            onChange={(_, value: CodeLanguage | null) => value && setLanguage(value)}
            aria-label={t('playground:code.language')}
          >
            {CODE_LANGUAGES.map((name) => (
              <ToggleButton key={name} value={name} data-testid={`playground-code-${name}`}>
                {t(`playground:code.${name}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <CodeBox code={code} label={t(`playground:code.${language}`)} copyName={t('playground:code.codeName')} testId="playground-code" />
          {key.state === 'shown' ? <Alert severity="warning">{t('playground:code.keyWarning')}</Alert> : null}
          {key.state === 'failed' ? (
            <Alert severity="error">{t('playground:code.keyFailed', { message: translateGatewayMessage(key.message, t) })}</Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {key.state === 'shown' ? (
          <Button onClick={() => setKey({ state: 'hidden' })}>{t('playground:code.hide')}</Button>
        ) : (
          <Button onClick={() => void reveal()} disabled={key.state === 'loading'} data-testid="playground-code-reveal">
            {t('playground:code.reveal')}
          </Button>
        )}
        <Button variant="contained" onClick={close}>
          {t('playground:code.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
