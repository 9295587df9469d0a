import Avatar from '@mui/material/Avatar';

/** The provider's icon, or its initial when it has none (or the image fails to load). */
export function OwnerAvatar({ name, icon, size = 28 }: { name: string; icon: string; size?: number }) {
  return (
    <Avatar
      src={icon || undefined}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, fontSize: size * 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
