import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface ComposerProps {
  prompt: string;
  onPrompt: (prompt: string) => void;
  streaming: boolean;
  canSend: boolean;
  canRegenerate: boolean;
  onSend: () => void;
  onStop: () => void;
  onRegenerate: () => void;
  onShowCode: () => void;
}

/** The prompt field with send / stop, regenerate and "show code". Enter sends, Shift+Enter adds a line. */
export function Composer(props: ComposerProps) {
  const { t } = useTranslation('playground');
  const { prompt, streaming, canSend } = props;
  return (
    <Stack spacing={1}>
      <TextField
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        helperText={t('composer.hint')}
        name="prompt"
        value={prompt}
        onChange={(event) => props.onPrompt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            if (canSend && !streaming && prompt.trim() !== '') props.onSend();
          }
        }}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'playground-prompt-input' } }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {streaming ? (
          <Button variant="contained" color="warning" onClick={props.onStop} data-testid="playground-stop">
            {t('composer.stop')}
          </Button>
        ) : (
          <Button variant="contained" onClick={props.onSend} disabled={!canSend || prompt.trim() === ''} data-testid="playground-send">
            {t('composer.send')}
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={props.onRegenerate}
          disabled={streaming || !props.canRegenerate}
          data-testid="playground-regenerate"
        >
          {t('composer.regenerate')}
        </Button>
        <Button variant="text" onClick={props.onShowCode} data-testid="playground-show-code">
          {t('composer.showCode')}
        </Button>
      </Stack>
    </Stack>
  );
}
