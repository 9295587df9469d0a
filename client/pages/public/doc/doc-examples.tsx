import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './code-block.tsx';
import { EXAMPLES, SNIPPET_LANGUAGES, snippet } from './snippets.ts';
import type { SnippetLanguage } from './snippets.ts';

/** The examples of every call, in the language the reader picks once for the whole page. */
export function DocExamples({ base }: { base: string }) {
  const { t } = useTranslation('pages');
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  return (
    <Box component="section" sx={{ mt: 5 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {t('doc.examples.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('doc.examples.body')}</Typography>
      <Tabs
        value={language}
        onChange={(_, value: SnippetLanguage) => setLanguage(value)}
        aria-label={t('doc.examples.languages')}
        sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SNIPPET_LANGUAGES.map((lang) => (
          <Tab key={lang} value={lang} label={t(`doc.languages.${lang}`)} data-testid={`snippet-tab-${lang}`} />
        ))}
      </Tabs>
      {EXAMPLES.map((example) => {
        const name = t('doc.copyName', { example: t(`doc.examples.${example}.title`), language: t(`doc.languages.${language}`) });
        return (
          <Box key={example} sx={{ mt: 4 }}>
            <Typography variant="h5" component="h3">
              {t(`doc.examples.${example}.title`)}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(`doc.examples.${example}.body`)}</Typography>
            <CodeBlock
              code={snippet(example, language, base)}
              label={t(`doc.languages.${language}`)}
              copyName={name}
              testId={`snippet-${example}`}
            />
          </Box>
        );
      })}
    </Box>
  );
}
