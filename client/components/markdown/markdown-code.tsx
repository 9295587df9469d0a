import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraProps } from 'react-markdown';
import { useCopy } from '#client/hooks/use-copy.ts';
import { MarkdownPre } from './markdown-blocks.tsx';

/** The part of a hast node this reads (react-markdown hands `node` to every component). */
interface TextNode {
  type: string;
  value?: unknown;
  children?: readonly TextNode[];
}

/** The text of a hast subtree, as the code block shows it. */
export function nodeText(node: TextNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return typeof node.value === 'string' ? node.value : '';
  return (node.children ?? []).map(nodeText).join('');
}

/** A fenced code block with a copy button above it (a model's answers). */
export function CopyableCodeBlock(props: ComponentProps<'pre'> & ExtraProps) {
  const { t } = useTranslation('components');
  const copy = useCopy();
  const text = nodeText(props.node).replace(/\n$/, '');
  return (
    <Box data-testid="markdown-code-block" sx={{ '& > pre': { mt: 0 } }}>
      <Button
        size="small"
        sx={{ display: 'flex', ml: 'auto' }}
        onClick={() => void copy(text, t('markdown.codeName'))}
        data-testid="markdown-code-copy"
      >
        {t('markdown.copyCode')}
      </Button>
      <MarkdownPre>{props.children}</MarkdownPre>
    </Box>
  );
}
