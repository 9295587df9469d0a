import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_OPTIONS, LANGUAGES } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { FlagImage } from './flag-image.tsx';
import { LAYOUT } from '#client/theme/layout.ts';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (lng: Language) => void;
  onClose: () => void;
}

/** The language menu itself (160 px), a lazy module: MUI's Menu loads when it first opens. */
export function LanguageMenu({ anchor, current, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ paper: { sx: { width: LAYOUT.languageMenuWidth } } }}>
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} selected={lng === current} onClick={() => onChoose(lng)} lang={lng}>
          <span style={{ marginRight: 8 }}>
            <FlagImage country={LANGUAGE_OPTIONS[lng].countryCode} height={16} />
          </span>
          {LANGUAGE_OPTIONS[lng].label}
        </MenuItem>
      ))}
    </Menu>
  );
}
