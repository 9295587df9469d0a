import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The top of every account form: its title, what it does, and the last failure if any. */
export function AuthFormHeader({ title, description, error }: { title: string; description: string; error?: string | undefined }) {
  return (
    <>
      <Stack spacing={1}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </>
  );
}
