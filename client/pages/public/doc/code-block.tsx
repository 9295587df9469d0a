import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopy } from '#client/hooks/use-copy.ts';

interface CodeBlockProps {
  code: string;
  /** Shown above the code (e.g. "curl"); also names the snippet in the copy toast. */
  label: string;
  /** How the toast names what was copied ("the curl example"). */
  copyName: string;
  testId?: string;
}

/** A monospace code block with a caption and a copy button. */
export function CodeBlock({ code, label, copyName, testId }: CodeBlockProps) {
  const { t } = useTranslation('pages');
  const copy = useCopy();
  return (
    <Box data-testid={testId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', my: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 0.5, bgcolor: 'action.hover' }}>
        <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {label}
        </Typography>
        <Button size="small" onClick={() => void copy(code, copyName)} aria-label={t('doc.copyLabel', { name: copyName })}>
          {t('doc.copy')}
        </Button>
      </Stack>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 2,
          overflowX: 'auto',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: 1.6,
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
