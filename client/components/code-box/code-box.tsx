import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useCopy } from '#client/hooks/use-copy.ts';
import { themeStyled } from '#client/theme/theme-styled.ts';

interface CodeBoxProps {
  code: string;
  label: string;
  /** How the copy toast names it ("The curl example"). */
  copyName: string;
  testId: string;
}

/** The frame, the caption bar and the code block styled once (a Box, a Stack, a Typography and a Box each before, issue 37). */
const CodeFrame = themeStyled('div', (theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    minWidth: 0,
    '& > .code-box-bar': {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: theme.spacing(0.25, 1.5),
      backgroundColor: palette.action.hover,
    },
    '& .code-box-label': { ...theme.typography.caption, color: palette.text.secondary },
    '& > pre': {
      margin: 0,
      padding: theme.spacing(1.5),
      overflowX: 'auto',
      textAlign: 'left',
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: 12.5,
      lineHeight: 1.6,
    },
  } as const;
});

/** Monospace text with a caption and a copy button; code reads left to right in RTL too. */
export function CodeBox({ code, label, copyName, testId }: CodeBoxProps) {
  const { t } = useTranslation('dashboard');
  const copy = useCopy();
  return (
    <CodeFrame>
      <div className="code-box-bar">
        <span className="code-box-label">{label}</span>
        <Button
          size="small"
          onClick={() => void copy(code, copyName)}
          aria-label={t('overview.quickStart.copyLabel', { name: copyName })}
          data-testid={`${testId}-copy`}
        >
          {t('overview.quickStart.copy')}
        </Button>
      </div>
      {/* Long lines scroll sideways: keyboard users reach the scroll by focusing the block. */}
      <pre dir="ltr" data-testid={testId} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </CodeFrame>
  );
}
