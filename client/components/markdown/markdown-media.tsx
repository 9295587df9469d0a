import Box from '@mui/material/Box';
import type { Components } from 'react-markdown';

const CELL = { px: 1.5, py: 1, border: 1, borderColor: 'divider', textAlign: 'left' } as const;

/** Images (lazy, 16:9, rounded) and GFM tables. */
export const mediaComponents: Components = {
  img: ({ src, alt, title }) =>
    // A source the URL rule blanked shows nothing rather than an empty <img>.
    typeof src === 'string' && src !== '' ? (
      <Box
        component="img"
        src={src}
        alt={alt ?? ''}
        title={title}
        loading="lazy"
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: '8px', my: 2 }}
      />
    ) : null,
  table: ({ children }) => (
    <Box sx={{ overflowX: 'auto', my: 2 }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '100%', typography: 'body2' }}>
        {children}
      </Box>
    </Box>
  ),
  th: ({ children, style }) => (
    <Box component="th" style={style} sx={{ ...CELL, fontWeight: 600, bgcolor: 'action.hover' }}>
      {children}
    </Box>
  ),
  td: ({ children, style }) => (
    <Box component="td" style={style} sx={CELL}>
      {children}
    </Box>
  ),
};
