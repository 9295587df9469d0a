import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '#client/components/text-input/text-input.tsx';
import { GallerySection } from './gallery-section.tsx';

const COLORS = ['primary', 'secondary', 'success', 'error'] as const;

/** Buttons in their variants and colours, and the form text input in its normal and error states. */
export function InputDemos() {
  const { t } = useTranslation('pages');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('not-an-address');
  return (
    <>
      <GallerySection id="buttons" title={t('gallery.buttons.title')} caption={t('gallery.buttons.caption')}>
        <Button variant="contained">{t('gallery.buttons.contained')}</Button>
        <Button variant="outlined">{t('gallery.buttons.outlined')}</Button>
        <Button>{t('gallery.buttons.text')}</Button>
        <Button variant="contained" disabled>
          {t('gallery.buttons.disabled')}
        </Button>
        {COLORS.map((color) => (
          <Button key={color} variant="contained" color={color} size="small">
            {t(`gallery.buttons.colors.${color}`)}
          </Button>
        ))}
        <Button variant="contained" size="large">
          {t('gallery.buttons.large')}
        </Button>
      </GallerySection>
      <GallerySection id="inputs" title={t('gallery.inputs.title')} caption={t('gallery.inputs.caption')}>
        <Box sx={{ flex: '1 1 240px' }}>
          <TextInput
            name="demo-name"
            label={t('gallery.inputs.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            helperText={t('gallery.inputs.nameHelp')}
          />
        </Box>
        <Box sx={{ flex: '1 1 240px' }}>
          <TextInput
            name="demo-email"
            type="email"
            label={t('gallery.inputs.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!email.includes('@')}
            helperText={email.includes('@') ? t('gallery.inputs.emailOk') : t('gallery.inputs.emailError')}
          />
        </Box>
      </GallerySection>
    </>
  );
}
