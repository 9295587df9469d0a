import type { NavColor } from '#shared/config/app-settings.ts';

/** A palette colour of the MUI theme as a CSS variable (the theme's prefix is `app`). */
const v = (name: string) => `var(--app-palette-${name})`;

/**
 * The nav's colours as CSS variables on its container, which every item reads: `integrate`
 * blends with the page, `apparent` gives the nav a dark surface of its own in both schemes.
 * Variables (not props) keep one stylesheet per item whatever the setting.
 */
export function navColorVars(color: NavColor) {
  if (color === 'apparent') {
    return {
      '--nav-bg': v('grey-900'),
      '--nav-border': 'transparent',
      '--nav-text': v('common-white'),
      '--nav-item': v('grey-500'),
      '--nav-item-hover': 'rgba(145 158 171 / 0.16)',
      '--nav-item-active': v('primary-light'),
      '--nav-item-active-bg': `rgba(${v('primary-mainChannel')} / 0.16)`,
      '--nav-item-open': v('common-white'),
      // Section titles are text: grey 600 gave 3.6:1 on grey 900, grey 500 gives 6.3:1.
      '--nav-subheader': v('grey-500'),
      // The dark scheme's page is grey 900 already: the nav steps up to grey 800 to stand out.
      '[data-dark] &': { '--nav-bg': v('grey-800') },
      bgcolor: 'var(--nav-bg)',
      color: 'var(--nav-text)',
    };
  }
  return {
    '--nav-bg': v('background-default'),
    '--nav-border': v('divider'),
    '--nav-text': v('text-primary'),
    '--nav-item': v('text-secondary'),
    '--nav-item-hover': v('action-hover'),
    '--nav-item-active': v('primary-main'),
    '--nav-item-active-bg': `rgba(${v('primary-mainChannel')} / 0.08)`,
    '--nav-item-open': v('text-primary'),
    // Section titles are text: the disabled grey (2.8:1 on white) is for what cannot be used.
    '--nav-subheader': v('text-secondary'),
    '[data-dark] &': { '--nav-item-active': v('primary-light') },
    bgcolor: 'var(--nav-bg)',
    color: 'var(--nav-text)',
  };
}
