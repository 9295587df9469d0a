import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { LAYOUT } from '#client/theme/layout.ts';

/** Wider than this (width / height) is a wide logo: spec section 9's 130 × 50 box instead of 40 × 40. */
const WIDE_RATIO = 1.2;

export type LogoShape = 'square' | 'wide';

/** The shape of a logo of these natural dimensions. */
export function logoShape(naturalWidth: number, naturalHeight: number): LogoShape {
  return naturalHeight > 0 && naturalWidth / naturalHeight > WIDE_RATIO ? 'wide' : 'square';
}

const SHAPE_SX = {
  // The width and height attributes give the image a 1:1 box before it arrives, so a square logo
  // never moves the name beside it; once loaded its own ratio applies.
  square: { width: 'auto', height: LAYOUT.logo.square, maxWidth: LAYOUT.logo.wide.width, objectFit: 'contain' },
  // Both sides follow the image's ratio, scaled down into 130 × 50 (never stretched or cropped).
  wide: { width: 'auto', height: 'auto', maxWidth: LAYOUT.logo.wide.width, maxHeight: LAYOUT.logo.wide.height },
} as const;

interface LogoImageProps {
  src: string;
  sx?: SxProps<Theme>;
}

/**
 * The operator's logo image in its spec box: 40 × 40 for a square one, up to 130 × 50 for a wide
 * one. Only the browser knows the image's ratio (the gateway publishes a URL, nothing more), so
 * the server renders the square box and the shape switches once the image has loaded: an image
 * already loaded before hydration is measured on mount, when React missed its load event.
 */
export function LogoImage({ src, sx }: LogoImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [shape, setShape] = useState<LogoShape>('square');
  const measure = useCallback(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth > 0) setShape(logoShape(image.naturalWidth, image.naturalHeight));
  }, []);
  useEffect(measure, [measure, src]);
  return (
    <Box
      component="img"
      ref={ref}
      src={src}
      alt=""
      width={40}
      height={40}
      onLoad={measure}
      data-logo-shape={shape}
      sx={[SHAPE_SX[shape], ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
