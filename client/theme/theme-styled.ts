import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Interpolation, SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { useTheme } from '@mui/material/styles';
import type { CSSObject, Theme } from '@mui/material/styles';
import { createContext, createElement, Fragment, useContext, useInsertionEffect } from 'react';
import type { ComponentPropsWithoutRef, ComponentRef, JSX } from 'react';

const isBrowser = typeof document !== 'undefined';

/**
 * The theme the app's ThemeProvider was given (create-theme.ts caches one per appearance), set by
 * AppThemeProvider. MUI's provider hands its children a fresh copy of it on every render, on the
 * server once per request; the copy is a function of this theme and the colour scheme alone, so
 * the pair keys the styles across requests.
 */
export const SourceThemeContext = createContext<Theme | null>(null);

/**
 * Writes a serialised style as Emotion's own `styled` does for a plain tag (whose class nothing
 * composes, so `insertStyles` registering it is enough): on the server, a `<style data-emotion="KEY NAME">` in front of the element the first
 * time a page uses it (the compactor merges those: server/render/compact-styles.ts); in the
 * browser, inserted before the layout effects.
 */
function Insertion({ cache, serialized }: { cache: EmotionCache; serialized: SerializedStyles }) {
  if (!isBrowser) {
    const rules = insertStyles(cache, serialized, true);
    if (rules === undefined) return null;
    return createElement('style', {
      'data-emotion': `${cache.key} ${serialized.name}`,
      nonce: cache.sheet.nonce,
      dangerouslySetInnerHTML: { __html: rules },
    });
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks -- `isBrowser` is fixed for the process: the same branch every render.
  useInsertionEffect(() => {
    insertStyles(cache, serialized, true);
  });
  return null;
}

/**
 * A plain element whose rules depend on the theme alone, serialised once per theme for the whole
 * process (issue 37). MUI's `styled` calls the rules function, serialises and hashes its result
 * for every instance on every render (the server's and the browser's hydration alike): a
 * container styled once for its page still paid that per request, and a bar styled for each row
 * of a list once per row. Here the same theme object always gives the same class, so a render
 * only looks it up. The class is Emotion's (`mui-<hash>`, the shared stylesheet and the
 * compactor treat it as any other); a `className` passed in is added as it is, not merged as
 * Emotion merges its own classes. No `sx`, no `as`: for rules that need props, use `styled`.
 */
export function themeStyled<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, rules: (theme: Theme) => CSSObject) {
  const bySource = new WeakMap<Theme, Map<string, SerializedStyles>>();
  function serialized(theme: Theme, source: Theme | null): SerializedStyles {
    // The copy shares `source`'s transitions object (MUI rebuilds the palette, typography and
    // variables, not those); a theme of another provider would not: then the copy is the key.
    // A nested ThemeProvider that reuses the outer theme's parts must set this context too.
    const key = source !== null && source.transitions === theme.transitions ? source : theme;
    let byScheme = bySource.get(key);
    if (byScheme === undefined) {
      byScheme = new Map();
      bySource.set(key, byScheme);
    }
    let styles = byScheme.get(theme.palette.mode);
    if (styles === undefined) {
      // MUI's CSSObject is Emotion's, with MUI's own typings of the typography variants.
      styles = serializeStyles([rules(theme) as Interpolation<unknown>]);
      byScheme.set(theme.palette.mode, styles);
    }
    return styles;
  }
  return withEmotionCache<ComponentPropsWithoutRef<Tag>, ComponentRef<Tag>>((props, cache, ref) => {
    const styles = serialized(useTheme(), useContext(SourceThemeContext));
    const own = `${cache.key}-${styles.name}`;
    const given = (props as { className?: unknown }).className;
    const className = typeof given === 'string' && given !== '' ? `${given} ${own}` : own;
    return createElement(
      Fragment,
      null,
      createElement(Insertion, { cache, serialized: styles }),
      createElement(tag, { ...props, className, ref }),
    );
  });
}
