import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled block of the drawer, with an optional note under the title. */
export function SettingsSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5}>
      <div>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        {hint ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
