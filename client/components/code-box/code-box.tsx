import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopy } from '#client/hooks/use-copy.ts';

interface CodeBoxProps {
  code: string;
  label: string;
  /** How the copy toast names it ("The curl example"). */
  copyName: string;
  testId: string;
}

/** Monospace text with a caption and a copy button; code reads left to right in RTL too. */
export function CodeBox({ code, label, copyName, testId }: CodeBoxProps) {
  const { t } = useTranslation('dashboard');
  const copy = useCopy();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 0.25, bgcolor: 'action.hover' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Button
          size="small"
          onClick={() => void copy(code, copyName)}
          aria-label={t('overview.quickStart.copyLabel', { name: copyName })}
          data-testid={`${testId}-copy`}
        >
          {t('overview.quickStart.copy')}
        </Button>
      </Stack>
      <Box
        component="pre"
        dir="ltr"
        data-testid={testId}
        // Long lines scroll sideways: keyboard users reach the scroll by focusing the block.
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          overflowX: 'auto',
          textAlign: 'left',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 12.5,
          lineHeight: 1.6,
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
