import CN from 'country-flag-icons/string/3x2/CN';
import GB from 'country-flag-icons/string/3x2/GB';
import HK from 'country-flag-icons/string/3x2/HK';
import type { FlagCountry } from '#shared/i18n/settings.ts';

/**
 * The three flags as SVG markup from country-flag-icons (MIT), one module each so only these
 * reach the bundle (about 2.4 KB). Emoji flags showed as the letters "CN", "HK", "GB" on Windows,
 * which has no flag glyphs; an image looks the same everywhere and needs nothing from a third party.
 */
const FLAG_SVG: Record<FlagCountry, string> = { CN, GB, HK };

/** A data: URL, which the page's CSP already allows for images (`img-src 'self' data:`). */
const FLAG_SRC = Object.fromEntries(
  Object.entries(FLAG_SVG).map(([country, svg]) => [country, `data:image/svg+xml,${encodeURIComponent(svg)}`]),
) as Record<FlagCountry, string>;

interface FlagImageProps {
  country: FlagCountry;
  /** Height in px; the flags are 3:2. */
  height: number;
}

/**
 * A flag, decorative: the language's name is always next to it or in the control's label, so
 * screen readers skip it (empty alt).
 */
export function FlagImage({ country, height }: FlagImageProps) {
  return (
    <img
      src={FLAG_SRC[country]}
      alt=""
      width={height * 1.5}
      height={height}
      data-flag={country}
      style={{ display: 'block', borderRadius: 2, flexShrink: 0 }}
    />
  );
}
