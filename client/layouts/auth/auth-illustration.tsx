import Box from '@mui/material/Box';

/** The side panel's picture: a gateway fanning one key out to many models, in brand colours. */
export function AuthIllustration() {
  return (
    <Box component="svg" viewBox="0 0 320 220" aria-hidden sx={{ width: '100%', maxWidth: 360, height: 'auto', color: 'primary.main' }}>
      <rect x="20" y="80" width="90" height="60" rx="12" fill="currentColor" opacity="0.9" />
      <circle cx="65" cy="110" r="14" fill="#fff" />
      <rect x="61" y="110" width="8" height="18" rx="2" fill="#fff" />
      {[30, 80, 130, 180].map((y, index) => (
        <g key={y}>
          <path d={`M110 110 C 160 110, 170 ${y + 10}, 210 ${y + 10}`} stroke="currentColor" strokeWidth="3" fill="none" opacity="0.5" />
          <rect x="210" y={y} width="90" height="24" rx="8" fill="currentColor" opacity={0.25 + index * 0.15} />
        </g>
      ))}
    </Box>
  );
}
