import Avatar from '@mui/material/Avatar';

const DEFAULT_AVATARS = 25;

/** The user's picture, or one of the 25 default avatars chosen by `id % 25` (spec section 3). */
export function avatarUrl(user: { id: number; avatar_url?: string | undefined }): string {
  return user.avatar_url || `/avatars/avatar-${Math.abs(user.id) % DEFAULT_AVATARS}.svg`;
}

export function UserAvatar({
  user,
  size = 40,
}: {
  user: { id: number; username: string; avatar_url?: string | undefined };
  size?: number;
}) {
  return <Avatar src={avatarUrl(user)} alt={user.username} sx={{ width: size, height: size }} />;
}
